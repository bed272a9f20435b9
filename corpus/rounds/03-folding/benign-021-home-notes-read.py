# expect: none
# source: issue 4
# technique: a non-secret file under $HOME built with os.path.join
import os

with open(os.path.join(os.environ["HOME"], "notes", "todo.txt")) as fh:
    print(fh.read())
