# expect: none
# source: issue 3 (namespace lookups)
# technique: introspection that reaches nothing dangerous
print([c.__name__ for c in bool.__mro__])
print(len.__name__, type(len).__qualname__, int.__doc__[:20])
