# expect: secret-read
# source: DESIGN.md sinks
# technique: open ~/.netrc
import os

with open(os.path.expanduser("~/.netrc")) as fh:
    print(fh.read())
