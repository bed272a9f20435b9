# expect: none
# source: issue 3 (assignments)
# technique: a constant-key container of harmless callables
ops = {"upper": str.upper, "lower": str.lower}
print(ops["upper"]("hello"))
