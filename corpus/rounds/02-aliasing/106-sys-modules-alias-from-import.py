# expect: shell-spawn
# source: issue 3 (module state mutation)
# technique: sys.modules['tools'] = subprocess; from tools import run
import subprocess
import sys

sys.modules["tools"] = subprocess
from tools import run

run(["ls"])
