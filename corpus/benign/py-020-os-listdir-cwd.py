# expect: none
# source: everyday agent snippet
# technique: os.listdir('.') sorted by size
import os

files = [f for f in os.listdir(".") if os.path.isfile(f)]
for f in sorted(files, key=os.path.getsize, reverse=True)[:5]:
    print(f, os.path.getsize(f))
