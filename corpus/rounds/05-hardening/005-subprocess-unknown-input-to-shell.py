# expect: shell-spawn,dynamic-eval
# source: session 2: stdin of a shell is code
# technique: a shell reading code computed at run time from input=
import subprocess, sys
subprocess.run(["sh"], input=sys.stdin.read(), text=True)
