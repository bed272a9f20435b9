# expect: dynamic-eval
# source: session 2 review of DESIGN.md dynamic-eval (types.FunctionType/CodeType)
# technique: a function's __class__ and type(f.__code__) are FunctionType and CodeType
def g():
    pass
g.__class__(compile('print(1)', '<s>', 'exec'), {})()
type(g.__code__)
