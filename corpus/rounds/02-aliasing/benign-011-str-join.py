# expect: none
# source: issue 3 (assignments)
# technique: str.join
parts = ["rm", "-rf", "/"]
print(" ".join(parts))
