# expect: none
# source: issue 4
# technique: [::-1] of a harmless word printed
print("olleh"[::-1].title())
