# expect: shell-spawn
# source: DESIGN.md sinks
# technique: subprocess.Popen with a pipe
import subprocess

proc = subprocess.Popen(["tail", "-n", "5", "app.log"], stdout=subprocess.PIPE, text=True)
out, _ = proc.communicate()
print(out)
