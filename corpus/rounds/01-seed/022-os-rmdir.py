# expect: fs-destroy
# source: DESIGN.md sinks
# technique: os.rmdir of an empty directory
import os

os.rmdir("tmp/empty")
