# expect: shell-spawn,secret-read
# source: issue 4
# technique: argv list whose words are concatenated
import subprocess

subprocess.run(["c" + "at", "/etc/sha" + "dow"])
