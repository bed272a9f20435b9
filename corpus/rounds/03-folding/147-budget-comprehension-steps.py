# expect: opaque
# also-ok: shell-spawn
# source: issue 4 (budget)
# technique: comprehension over range(10**12) exhausts fold steps
import os

name = "".join(["system"[i % 6] for i in range(10**12)])[:6]
getattr(os, name)("id")
