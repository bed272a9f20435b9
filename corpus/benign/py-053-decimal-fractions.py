# expect: none
# source: everyday agent snippet
# technique: decimal and fractions
from decimal import Decimal, getcontext
from fractions import Fraction

getcontext().prec = 30
print(Decimal(1) / Decimal(7))
print(Fraction(3, 4) + Fraction(1, 6))
