# expect: opaque
# also-ok: shell-spawn
# source: issue 4 (budget)
# technique: chr of (10**10**12) % 256 + 101 as part of an attribute name
import subprocess

name = "Pop" + chr(10 ** 10**12 % 256 + 101) + "n"
getattr(subprocess, name)(["id"])
