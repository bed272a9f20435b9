# expect: shell-spawn
# source: issue 3 (module state mutation)
# technique: sys.modules['helpers'] = os; import helpers
import os
import sys

sys.modules["helpers"] = os
import helpers

helpers.system("id")
