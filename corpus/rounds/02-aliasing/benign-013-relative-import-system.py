# expect: none
# source: issue 3 (imports)
# technique: a relative import of a name system (unknown module)
from .shell import system

system("make")
