# expect: shell-spawn
# source: issue 3 (assignments)
# technique: s = os.system; s(...)
import os

s = os.system
s("id")
