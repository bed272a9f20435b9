# expect: secret-read
# source: seed 000 table
# technique: reading ~/.ssh/id_rsa via open and expanduser
import os

with open(os.path.expanduser("~/.ssh/id_rsa")) as fh:
    key = fh.read()
print(len(key))
