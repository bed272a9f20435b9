# expect: shell-spawn
# source: seed 000 table
# technique: subprocess.run with an argv list of a read-only command
import subprocess

result = subprocess.run(["git", "status", "--short"], capture_output=True, text=True)
print(result.stdout)
