# expect: shell-spawn
# source: DESIGN.md sinks
# technique: os.fork creates a process
import os

pid = os.fork()
if pid == 0:
    print("child")
    os._exit(0)
os.waitpid(pid, 0)
