# expect: shell-spawn
# source: issue 4
# technique: fragments bound to names, joined later
import os

a = "sys"
b = "tem"
name = a + b
getattr(os, name)("id")
