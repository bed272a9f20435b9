# expect: secret-read
# source: issue 4
# technique: glob of ~/.ssh/* and read each match
import glob
import os

for p in glob.glob(os.path.expanduser("~/.ssh/*")):
    with open(p, "rb") as fh:
        print(p, len(fh.read()))
