# expect: dynamic-eval
# source: issue 3 (namespace lookups)
# technique: __builtins__['exec'] (dict form in imported modules)
b = __builtins__ if isinstance(__builtins__, dict) else vars(__builtins__)
b["exec"](input("code> "))
