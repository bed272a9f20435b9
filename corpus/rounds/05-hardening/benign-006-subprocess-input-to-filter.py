# expect: shell-spawn
# source: session 2: the negative of 004
# technique: input= to a filter is data, not code: only the process start is labelled
import subprocess
subprocess.run(["grep", "-c", "rm"], input="rm -rf build", text=True)
