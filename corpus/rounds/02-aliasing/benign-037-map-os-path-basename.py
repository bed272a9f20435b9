# expect: none
# source: issue 3 (references, not just calls)
# technique: a harmless os function passed on as a reference
import os

paths = ["/a/b.txt", "/c/d.csv"]
print(list(map(os.path.basename, paths)))
