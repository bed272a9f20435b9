# expect: none
# source: issue 3 (assignments)
# technique: set.discard
seen = {"a", "b", "c"}
seen.discard("b")
print(sorted(seen))
