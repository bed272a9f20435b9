# expect: none
# source: session 2: the negative of 001/002
# technique: introspecting a function's type and code object runs nothing
def g():
    pass
print(type(g).__name__, g.__code__.co_name, g.__class__.__qualname__)
