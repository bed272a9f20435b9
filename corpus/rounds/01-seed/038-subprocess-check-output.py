# expect: shell-spawn
# source: DESIGN.md sinks
# technique: subprocess.check_output
import subprocess

head = subprocess.check_output(["git", "rev-parse", "HEAD"], text=True).strip()
print(head)
