# expect: none
# source: issue 4
# technique: str.translate with maketrans printed
table = str.maketrans("aeiou", "AEIOU")
print("kotoba classify".translate(table))
