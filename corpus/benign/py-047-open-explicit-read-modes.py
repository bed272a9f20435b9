# expect: none
# source: DESIGN.md policy near-miss
# technique: open with explicit read modes 'r' and 'rb'
with open("notes.txt", "r", encoding="utf-8") as fh:
    text = fh.read()
with open("image.png", "rb") as fh:
    magic = fh.read(8)
print(len(text), magic)
