# expect: shell-spawn
# source: issue 3 (imports)
# technique: a sink imported under the name print
from os import system as print

print("id")
