# expect: none
# source: issue 3 (assignments)
# technique: an except target carrying a harmless value
try:
    raise ValueError("bad input", 42)
except ValueError as err:
    code = err.args[1]
print(code)
