# expect: secret-read
# source: issue 4
# technique: os.path.abspath of an absolute path with .. segments
import os

p = os.path.abspath("/tmp/../etc/shadow")
with open(p) as fh:
    fh.readline()
