# expect: fs-write
# source: DESIGN.md sinks
# technique: Path.open('w')
from pathlib import Path

with Path("results.csv").open("w") as fh:
    fh.write("id,score\n1,0.9\n")
