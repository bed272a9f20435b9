# expect: none
# source: everyday agent snippet
# technique: math functions
import math

print(math.sqrt(2), math.gcd(48, 18), math.comb(10, 3), math.isclose(0.1 + 0.2, 0.3))
