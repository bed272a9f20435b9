# expect: shell-spawn
# source: issue 3 (scopes)
# technique: nonlocal rebinding in a nested function
import subprocess

def make():
    fn = print
    def arm():
        nonlocal fn
        fn = subprocess.call
    arm()
    return fn

make()(["ls", "-l"])
