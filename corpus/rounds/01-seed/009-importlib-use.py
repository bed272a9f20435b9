# expect: shell-spawn
# source: seed 000 table
# technique: importlib.import_module with a constant name is import machinery
import importlib

mod = importlib.import_module("json")
print(mod.dumps({"ok": True}))
