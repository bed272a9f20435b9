# expect: none
# source: issue 3 (namespace lookups)
# technique: f.__globals__ read for __name__ only
def f():
    pass

print(f.__globals__["__name__"], f.__code__.co_name)
