# expect: dynamic-eval
# source: Bandit B302 tests
# technique: marshal.loads of a code blob
import marshal

with open("cache.bin", "rb") as fh:
    obj = marshal.loads(fh.read())
print(obj)
