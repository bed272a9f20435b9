# expect: shell-spawn
# source: issue 3 (namespace lookups)
# technique: sys._getframe().f_globals['os']
import os
import sys

sys._getframe().f_globals["os"].system("id")
