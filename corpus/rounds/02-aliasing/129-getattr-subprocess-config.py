# expect: opaque
# source: DESIGN.md opaque; issue 3
# technique: getattr(subprocess, cfg['fn'])
import json
import subprocess

with open("job.json") as fh:
    cfg = json.load(fh)
getattr(subprocess, cfg["fn"])(cfg["argv"])
