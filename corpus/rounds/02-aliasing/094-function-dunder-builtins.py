# expect: dynamic-eval
# source: issue 3 (namespace lookups)
# technique: f.__builtins__['exec'] (3.10+ function attribute)
def f():
    pass

f.__builtins__["exec"](input())
