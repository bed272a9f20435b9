# expect: shell-spawn
# source: DESIGN.md sinks
# technique: os.execlp with variadic argv
import os

os.execlp("date", "date", "+%F")
