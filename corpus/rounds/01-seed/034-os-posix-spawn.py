# expect: shell-spawn
# source: DESIGN.md sinks
# technique: os.posix_spawn then waitpid
import os

pid = os.posix_spawn("/bin/ls", ["ls", "-l"], os.environ)
os.waitpid(pid, 0)
