# expect: none
# source: everyday agent snippet
# technique: seeded random sampling
import random

random.seed(42)
deck = [f"{r}{s}" for r in "A23456789TJQK" for s in "SHDC"]
print(random.sample(deck, 5))
