# expect: none
# source: issue 4
# technique: os.path.join('data', 'x.csv') opened read-only
import csv
import os

with open(os.path.join("data", "x.csv"), newline="") as fh:
    rows = list(csv.reader(fh))
print(len(rows))
