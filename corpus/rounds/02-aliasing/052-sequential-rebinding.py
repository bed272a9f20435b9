# expect: shell-spawn
# source: issue 3 (assignments)
# technique: f = print; f = os.popen; f(...)
import os

f = print
f = os.popen
print(f("ls").read())
