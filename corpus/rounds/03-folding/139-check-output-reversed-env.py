# expect: shell-spawn,secret-read
# source: issue 4
# technique: shell=True command stored reversed dumps the environment
import subprocess

print(subprocess.check_output("vnetnirp"[::-1], shell=True))
