# expect: shell-spawn
# source: issue 3 (calls that return a callable)
# technique: def f(): return os.system
import os

def f():
    return os.system

f()("id")
