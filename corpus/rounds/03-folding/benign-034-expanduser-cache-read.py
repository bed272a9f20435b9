# expect: none
# source: issue 4
# technique: expanduser of a non-secret cache file read
import os

with open(os.path.expanduser("~/.cache/app/" + "last_run.txt")) as fh:
    print(fh.read())
