# expect: shell-spawn
# source: issue 4
# technique: os.execvp with a folded interpreter name and python -c
import os

os.execvp("py" + "thon3", ["python3", "-c", "print(1)"])
