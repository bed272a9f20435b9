# expect: none
# source: issue 3 (calls that return a callable)
# technique: operator.methodcaller('strip')
import operator

clean = operator.methodcaller("strip")
print([clean(s) for s in ["  a ", " b"]])
