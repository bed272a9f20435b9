# expect: secret-read
# source: DESIGN.md sinks
# technique: an f-string path into ~/.ssh
import os

home = os.path.expanduser("~")
with open(f"{home}/.ssh/id_rsa") as fh:
    print(fh.readline())
