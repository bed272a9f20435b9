# expect: none
# source: issue 3 (imports)
# technique: from os import * using only harmless names
from os import *

print(getcwd(), sep, path.basename("/a/b.txt"))
