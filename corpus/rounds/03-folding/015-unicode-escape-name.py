# expect: shell-spawn
# source: issue 4
# technique: module and attribute names spelled with \u escapes
import importlib

mod = importlib.import_module("\u0073ubprocess")
getattr(mod, "\u0063\u0061\u006c\u006c")(["id"])
