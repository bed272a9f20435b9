# expect: none
# source: issue 4
# technique: "".join(map(chr, [104, 105])) printed
print("".join(map(chr, [104, 105])))
