# expect: none
# source: issue 3 (scopes)
# technique: a comprehension variable named exec
total = sum(exec * 2 for exec in range(5))
print(total)
