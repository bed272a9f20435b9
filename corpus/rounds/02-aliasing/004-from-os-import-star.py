# expect: shell-spawn
# source: issue 3 (imports)
# technique: from os import *; system(...)
from os import *

print(getcwd())
system("id")
