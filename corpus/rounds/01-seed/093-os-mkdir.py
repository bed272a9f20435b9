# expect: fs-write
# source: DESIGN.md sinks
# technique: os.mkdir
import os

os.mkdir("reports")
