# expect: fs-destroy
# source: DESIGN.md sinks
# technique: os.removedirs prunes a chain of directories
import os

os.removedirs("out/2024/01/02")
