# expect: shell-spawn
# source: issue 4
# technique: str.swapcase turns pOPEN into Popen
import subprocess

getattr(subprocess, "pOPEN".swapcase())(["uname", "-a"]).wait()
