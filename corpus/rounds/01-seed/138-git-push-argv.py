# expect: shell-spawn,data-out
# source: DESIGN.md policy (shell strings inside Python go through shellscan)
# technique: subprocess argv list running git push
import subprocess

subprocess.run(["git", "push", "origin", "main"], check=True)
