# expect: shell-spawn
# source: issue 4
# technique: str.partition splits an entry-point style spec
import importlib

mod, _, attr = "os:system".partition(":")
getattr(importlib.import_module(mod), attr)("id")
