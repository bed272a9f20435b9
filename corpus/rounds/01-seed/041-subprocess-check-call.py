# expect: shell-spawn
# source: DESIGN.md sinks
# technique: subprocess.check_call
import subprocess

subprocess.check_call(["pip", "--version"])
