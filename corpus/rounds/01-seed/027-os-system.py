# expect: shell-spawn
# source: DESIGN.md sinks
# technique: os.system with a harmless command
import os

os.system("uname -a")
