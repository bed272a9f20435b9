# expect: shell-spawn,fs-write
# source: DESIGN.md policy (shell strings inside Python go through shellscan)
# technique: ['sh', '-c', ...] with an appending redirection
import subprocess

subprocess.check_call(["sh", "-c", "echo done >> status.log"])
