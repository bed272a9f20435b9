# expect: opaque
# source: DESIGN.md opaque; issue 3
# technique: sys.modules[<config value>]
import json
import subprocess
import sys

cfg = json.load(open("job.json"))
mod = sys.modules[cfg["module"]]
mod.run(cfg["args"])
