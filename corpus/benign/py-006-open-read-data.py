# expect: none
# source: everyday agent snippet
# technique: open('data.csv') read inside the working directory
with open("data.csv") as fh:
    header = fh.readline().strip().split(",")
print(header)
