# expect: shell-spawn
# source: DESIGN.md sinks
# technique: os.spawnv without waiting
import os

pid = os.spawnv(os.P_NOWAIT, "/bin/sleep", ["sleep", "1"])
print(pid)
