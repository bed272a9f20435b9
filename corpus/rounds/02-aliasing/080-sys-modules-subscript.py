# expect: shell-spawn
# source: issue 3 (namespace lookups)
# technique: sys.modules['os'].system
import os
import sys

sys.modules["os"].system("id")
