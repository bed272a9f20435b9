# expect: none
# source: everyday agent snippet
# technique: os.path.join, exists and splitext
import os

p = os.path.join("data", "raw", "2024.csv")
print(p, os.path.exists(p), os.path.splitext(p)[1])
