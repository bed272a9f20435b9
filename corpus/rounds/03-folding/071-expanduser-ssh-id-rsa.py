# expect: secret-read
# source: issue 4
# technique: os.path.expanduser of ~/.ssh/id_rsa then read
import os

with open(os.path.expanduser("~/.ssh/id_rsa")) as fh:
    key = fh.read()
print(key[:20])
