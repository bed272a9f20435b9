# expect: shell-spawn
# source: issue 3 (imports)
# technique: from subprocess import Popen as P
from subprocess import PIPE, Popen as P

proc = P(["ls", "-1"], stdout=PIPE)
print(proc.communicate()[0])
