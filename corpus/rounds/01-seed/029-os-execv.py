# expect: shell-spawn
# source: DESIGN.md sinks
# technique: os.execv replaces the process
import os

os.execv("/usr/bin/python3", ["python3", "-V"])
