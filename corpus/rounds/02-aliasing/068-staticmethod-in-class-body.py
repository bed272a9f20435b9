# expect: shell-spawn
# source: issue 3 (calls that return a callable)
# technique: go = staticmethod(subprocess.call) called on an instance
import subprocess

class Task:
    go = staticmethod(subprocess.call)

Task().go(["ls"])
