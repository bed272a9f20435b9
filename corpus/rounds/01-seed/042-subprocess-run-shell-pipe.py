# expect: shell-spawn
# source: Bandit B602 tests
# technique: subprocess.run with shell=True and a read-only pipeline
import subprocess

n = subprocess.run("ls -l | wc -l", shell=True, capture_output=True, text=True).stdout
print(n)
