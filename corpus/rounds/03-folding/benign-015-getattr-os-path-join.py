# expect: none
# source: issue 4
# technique: folded getattr on os.path reaching join
import os

print(getattr(os.path, "jo" + "in")("reports", "2024.csv"))
