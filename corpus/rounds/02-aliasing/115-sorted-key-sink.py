# expect: shell-spawn
# source: issue 3 (references, not just calls)
# technique: sorted(cmds, key=os.system)
import os

sorted(["id", "uptime"], key=os.system)
