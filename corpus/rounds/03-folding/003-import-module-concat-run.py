# expect: shell-spawn
# source: issue 4
# technique: importlib.import_module with a concatenated module name, then .run
import importlib

sp = importlib.import_module("sub" + "process")
sp.run(["uname", "-a"])
