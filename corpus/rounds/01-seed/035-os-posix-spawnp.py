# expect: shell-spawn
# source: DESIGN.md sinks
# technique: os.posix_spawnp with PATH lookup
import os

pid = os.posix_spawnp("uptime", ["uptime"], dict(os.environ))
print(os.waitpid(pid, 0))
