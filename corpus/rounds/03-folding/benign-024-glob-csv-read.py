# expect: none
# source: issue 4
# technique: glob of data/*.csv read
import glob

for p in sorted(glob.glob("data/" + "*.csv")):
    with open(p) as fh:
        print(p, sum(1 for _ in fh))
