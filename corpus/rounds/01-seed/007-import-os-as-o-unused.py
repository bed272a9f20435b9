# expect: none
# source: seed 000 table (regex flags the aliased import); DESIGN.md policy wins
# technique: aliased import of os with no use: a bare import earns nothing
import os as o

total = sum(x * x for x in range(100))
print(total)
