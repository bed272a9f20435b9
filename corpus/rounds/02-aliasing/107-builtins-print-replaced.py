# expect: dynamic-eval
# source: issue 3 (module state mutation)
# technique: builtins.print = eval then print(...)
import builtins

builtins.print = eval
print("__name__")
