# expect: shell-spawn
# source: issue 4
# technique: getattr and os both aliased, name bound once
import os as o

g = getattr
n = "pop" + "en"
print(g(o, n)("id").read())
