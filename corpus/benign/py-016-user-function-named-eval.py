# expect: none
# source: DESIGN.md policy near-miss
# technique: a user function named eval shadows the builtin
def eval(expr):
    a, op, b = expr.split()
    return {"+": int(a) + int(b), "-": int(a) - int(b)}[op]

print(eval("3 + 4"))
