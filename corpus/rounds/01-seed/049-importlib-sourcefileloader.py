# expect: shell-spawn
# also-ok: dynamic-eval
# source: DESIGN.md sinks
# technique: importlib.machinery.SourceFileLoader loads a file
import importlib.machinery

loader = importlib.machinery.SourceFileLoader("tasks", "tasks.py")
tasks = loader.load_module()
print(dir(tasks))
