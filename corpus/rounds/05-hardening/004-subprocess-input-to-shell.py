# expect: fs-destroy,shell-spawn
# source: session 2: stdin of a shell is code
# technique: the command reaches the shell through subprocess's input=, not its argv
import subprocess
subprocess.run(["bash", "-s"], input="rm -rf build", text=True)
