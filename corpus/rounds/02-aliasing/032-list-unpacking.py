# expect: shell-spawn
# source: issue 3 (assignments)
# technique: [x, y] = [subprocess.Popen, 1]
import subprocess

[spawn, retries] = [subprocess.Popen, 1]
spawn(["ls"]).wait()
