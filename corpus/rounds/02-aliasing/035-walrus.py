# expect: shell-spawn
# source: issue 3 (assignments)
# technique: walrus binds os.popen in a condition
import os

if (f := os.popen):
    print(f("ls").read())
