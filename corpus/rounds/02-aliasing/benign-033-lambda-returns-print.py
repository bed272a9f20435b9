# expect: none
# source: issue 3 (calls that return a callable)
# technique: a lambda that returns a harmless callable
pick = lambda: print
pick()("hello")
