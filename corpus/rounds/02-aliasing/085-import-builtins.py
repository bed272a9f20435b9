# expect: dynamic-eval
# source: issue 3 (namespace lookups)
# technique: import builtins; builtins.exec
import builtins

builtins.exec("print('hi')")
