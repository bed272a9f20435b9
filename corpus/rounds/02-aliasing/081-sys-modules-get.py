# expect: shell-spawn
# source: issue 3 (namespace lookups)
# technique: sys.modules.get('subprocess').run
import subprocess
import sys

sys.modules.get("subprocess").run(["ls"])
