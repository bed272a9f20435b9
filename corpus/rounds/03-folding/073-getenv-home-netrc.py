# expect: secret-read
# source: issue 4
# technique: os.getenv('HOME') + '/.netrc'
import os

path = os.getenv("HOME") + "/.netrc"
with open(path) as fh:
    for line in fh:
        print(line.strip())
