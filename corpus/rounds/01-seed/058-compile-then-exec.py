# expect: dynamic-eval
# source: DESIGN.md sinks
# technique: compile a source string then exec the code object
src = open("generated.py").read()
code = compile(src, "generated.py", "exec")
ns = {}
exec(code, ns)
print(sorted(ns))
