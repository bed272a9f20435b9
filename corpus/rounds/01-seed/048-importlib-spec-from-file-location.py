# expect: shell-spawn
# also-ok: dynamic-eval
# source: DESIGN.md sinks
# technique: importlib.util.spec_from_file_location and exec_module of a plugin file
import importlib.util

spec = importlib.util.spec_from_file_location("plugin", "plugins/plugin.py")
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
print(mod.NAME)
