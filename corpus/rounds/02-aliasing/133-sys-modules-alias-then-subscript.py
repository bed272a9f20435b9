# expect: shell-spawn
# source: issue 3 (module state mutation)
# technique: sys.modules['helpers'] = os; sys.modules['helpers'].system
import os
import sys

sys.modules["helpers"] = os
sys.modules["helpers"].system("id")
