# expect: none
# source: issue 4
# technique: bytes.fromhex of harmless text printed
print(bytes.fromhex("6275696c64206f6b").decode())
