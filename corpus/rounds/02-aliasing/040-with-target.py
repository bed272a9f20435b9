# expect: shell-spawn
# source: issue 3 (assignments)
# technique: with nullcontext(sink) as run
import contextlib
import subprocess

with contextlib.nullcontext(subprocess.check_output) as run:
    print(run(["uname", "-r"]))
