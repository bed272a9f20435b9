# expect: shell-spawn
# source: issue 4
# technique: f-string over names bound once to constants
import subprocess

head = "che"
tail = "ck_output"
print(getattr(subprocess, f"{head}{tail}")(["id"]))
