# expect: dynamic-eval
# source: issue 3 (namespace lookups)
# technique: __builtins__.eval (module form in __main__)
print(__builtins__.eval("2 + 2"))
