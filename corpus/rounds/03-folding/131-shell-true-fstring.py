# expect: fs-destroy,shell-spawn
# source: issue 4
# technique: subprocess.call(shell=True) of an f-string with constant fields
import subprocess

subprocess.call(f"{'rm'} -rf {'~/.cache/pip'}", shell=True)
