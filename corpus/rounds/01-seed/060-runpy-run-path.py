# expect: dynamic-eval
# source: DESIGN.md sinks
# technique: runpy.run_path of a script
import runpy

result = runpy.run_path("scripts/migrate.py")
print(result.get("VERSION"))
