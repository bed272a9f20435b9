# expect: shell-spawn
# source: issue 3 (imports)
# technique: importlib.import_module('os') binds the module; .system used
import importlib

m = importlib.import_module("os")
m.system("id")
