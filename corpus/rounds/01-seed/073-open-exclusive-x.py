# expect: fs-write
# source: DESIGN.md sinks
# technique: open with mode 'x' creates a new file
with open("lockfile", "x") as fh:
    fh.write("1")
