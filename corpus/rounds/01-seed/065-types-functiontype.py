# expect: dynamic-eval
# source: DESIGN.md sinks
# technique: types.FunctionType builds a callable from a code object
import types

template = (lambda: 0).__code__
patched = template.replace(co_consts=(None, 42))
f = types.FunctionType(patched, globals())
print(f())
