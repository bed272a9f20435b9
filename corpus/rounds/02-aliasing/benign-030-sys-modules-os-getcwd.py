# expect: none
# source: issue 3 (namespace lookups)
# technique: sys.modules['os'] used for a harmless function
import os
import sys

print(sys.modules["os"].getcwd())
