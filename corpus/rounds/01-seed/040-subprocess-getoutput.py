# expect: shell-spawn
# source: DESIGN.md sinks
# technique: subprocess.getoutput runs through a shell
import subprocess

print(subprocess.getoutput("whoami"))
