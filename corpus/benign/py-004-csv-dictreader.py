# expect: none
# source: everyday agent snippet
# technique: csv.DictReader over data.csv
import csv

with open("data.csv", newline="") as fh:
    rows = list(csv.DictReader(fh))
print(len(rows), rows[0].keys() if rows else None)
