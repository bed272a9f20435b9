# expect: opaque
# also-ok: shell-spawn
# source: issue 4 (budget)
# technique: slice bound 2 ** 10**9 is over the int budget
import os

getattr(os, "system"[: 2 ** 10**9])("id")
