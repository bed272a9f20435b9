# expect: shell-spawn
# source: Bandit B602 tests
# technique: subprocess.call with shell=True
import subprocess

subprocess.call("uptime", shell=True)
