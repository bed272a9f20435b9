# expect: fs-write
# source: DESIGN.md sinks
# technique: os.chown
import os

os.chown("shared.db", 1000, 1000)
