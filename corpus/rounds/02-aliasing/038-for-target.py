# expect: shell-spawn
# source: issue 3 (assignments)
# technique: for loop target over a tuple of sinks
import subprocess

for fn in (subprocess.Popen,):
    fn(["ls"])
