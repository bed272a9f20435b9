# expect: shell-spawn
# source: issue 3 (imports)
# technique: from subprocess import *; check_output(...)
from subprocess import *

print(check_output(["uname", "-s"], text=True))
