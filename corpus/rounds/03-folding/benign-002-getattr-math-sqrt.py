# expect: none
# source: issue 4
# technique: getattr(math, 'sq'+'rt')(2)
import math

print(getattr(math, "sq" + "rt")(2))
