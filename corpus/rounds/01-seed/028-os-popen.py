# expect: shell-spawn
# source: DESIGN.md sinks
# technique: os.popen and read its output
import os

print(os.popen("df -h").read())
