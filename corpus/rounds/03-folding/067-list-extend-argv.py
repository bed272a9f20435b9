# expect: fs-destroy,shell-spawn
# source: issue 4
# technique: argv built with list.extend reaches subprocess.run
import subprocess

argv = ["r" + "m"]
argv.extend(["-rf", "/srv/data"])
subprocess.run(argv, check=True)
