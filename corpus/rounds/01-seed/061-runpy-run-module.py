# expect: dynamic-eval
# source: DESIGN.md sinks
# technique: runpy.run_module as __main__
import runpy

runpy.run_module("mytool.cli", run_name="__main__")
