# expect: shell-spawn
# source: DESIGN.md sinks
# technique: os.spawnlp waits for a child
import os

status = os.spawnlp(os.P_WAIT, "ls", "ls", "-l")
print(status)
