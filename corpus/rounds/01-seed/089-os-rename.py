# expect: fs-write
# source: DESIGN.md sinks
# technique: os.rename
import os

os.rename("draft.txt", "final.txt")
