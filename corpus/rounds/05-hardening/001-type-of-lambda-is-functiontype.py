# expect: dynamic-eval,shell-spawn
# source: session 2 review of DESIGN.md dynamic-eval (types.FunctionType)
# technique: type(lambda: 0) is types.FunctionType, built from a compiled code object without importing types
f = type(lambda: 0)
f(compile('import os; os.system("id")', '<s>', 'exec'), {})()
