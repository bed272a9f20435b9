# expect: none
# source: issue 4
# technique: folded 'system' only printed
word = "sys" + "tem"
print(f"the word is {word}")
