# expect: none
# source: issue 4
# technique: folded getattr on os that reaches a harmless function
import os

print(getattr(os, "get" + "cwd")())
