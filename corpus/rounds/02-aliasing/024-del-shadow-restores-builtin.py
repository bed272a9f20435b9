# expect: dynamic-eval
# source: issue 3 (scopes)
# technique: a module-level def eval deleted, then the builtin is called
def eval(s):
    return s

print(eval("harmless"))
del eval
print(eval("1 + 1"))
