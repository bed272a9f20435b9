# expect: shell-spawn
# source: issue 3 (references, not just calls)
# technique: map(os.system, cmds)
import os

cmds = ["id", "uptime"]
list(map(os.system, cmds))
