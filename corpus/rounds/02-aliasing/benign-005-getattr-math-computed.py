# expect: none
# source: DESIGN.md opaque; issue 3
# technique: a computed attribute on a harmless module is not opaque
import math

op = input("function: ")
print(getattr(math, op)(0.5))
