# expect: none
# source: issue 3 (calls that return a callable)
# technique: getattr(math, 'sqrt')
import math

print(getattr(math, "sqrt")(16))
