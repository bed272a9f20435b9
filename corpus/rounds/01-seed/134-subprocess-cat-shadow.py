# expect: shell-spawn,secret-read
# source: DESIGN.md policy (shell strings inside Python go through shellscan)
# technique: subprocess.run argv list reading /etc/shadow
import subprocess

subprocess.run(["cat", "/etc/shadow"])
