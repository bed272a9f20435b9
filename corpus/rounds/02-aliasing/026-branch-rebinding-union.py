# expect: shell-spawn
# source: issue 3 (scopes)
# technique: if/else binds print or os.system; the union reaches the call
import os
import sys

if "--dry-run" in sys.argv:
    run = print
else:
    run = os.system
run("id")
