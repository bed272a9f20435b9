# expect: none
# source: issue 3 (scopes)
# technique: a string variable named os
os = "linux"
print(os.upper(), os.startswith("lin"))
