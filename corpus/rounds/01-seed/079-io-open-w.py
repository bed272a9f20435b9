# expect: fs-write
# source: DESIGN.md sinks
# technique: io.open with mode 'w'
import io

with io.open("notes.md", "w", encoding="utf-8") as fh:
    fh.write("# Notes\n")
