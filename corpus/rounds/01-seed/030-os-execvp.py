# expect: shell-spawn
# source: DESIGN.md sinks
# technique: os.execvp with PATH lookup
import os

os.execvp("ls", ["ls", "-la"])
