# expect: fs-write
# source: DESIGN.md sinks
# technique: open with mode= keyword
lines = ["a", "b", "c"]
with open("out.txt", mode="w", encoding="utf-8") as fh:
    fh.write("\n".join(lines))
