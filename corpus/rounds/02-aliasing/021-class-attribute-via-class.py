# expect: shell-spawn
# source: issue 3 (scopes)
# technique: class attribute holding a sink, called through the class
import subprocess

class Tools:
    run = subprocess.run

Tools.run(["ls"])
