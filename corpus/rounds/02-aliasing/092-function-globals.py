# expect: shell-spawn
# source: issue 3 (namespace lookups)
# technique: f.__globals__['os'].system
import os

def helper():
    return 1

helper.__globals__["os"].system("id")
