# expect: shell-spawn
# source: issue 3 (module state mutation)
# technique: setattr(json, 'loads', os.system) then json.loads(...)
import json
import os

setattr(json, "loads", os.system)
json.loads("id")
