# expect: dynamic-eval
# source: DESIGN.md sinks
# technique: code.InteractiveInterpreter().runsource
import code

interp = code.InteractiveInterpreter()
interp.runsource(input(">>> "))
