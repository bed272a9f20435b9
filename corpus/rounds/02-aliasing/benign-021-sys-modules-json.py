# expect: none
# source: issue 3 (namespace lookups)
# technique: sys.modules lookup of a harmless module
import json
import sys

print(sys.modules["json"].dumps({"a": 1}))
