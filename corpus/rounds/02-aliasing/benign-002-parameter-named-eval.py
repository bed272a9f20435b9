# expect: none
# source: issue 3 (scopes)
# technique: a parameter named eval shadows the builtin
def apply(eval, x):
    return eval(x)

print(apply(abs, -3))
