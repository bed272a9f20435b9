# expect: shell-spawn
# source: issue 3 (calls that return a callable)
# technique: lambda: subprocess.run
import subprocess

g = lambda: subprocess.run
g()(["ls"])
