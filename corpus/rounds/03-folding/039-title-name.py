# expect: shell-spawn
# source: issue 4
# technique: str.title turns popen into Popen
import subprocess

proc = getattr(subprocess, "popen".title())(["id"], stdout=subprocess.PIPE)
print(proc.communicate()[0])
