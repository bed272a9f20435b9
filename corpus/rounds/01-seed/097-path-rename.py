# expect: fs-write
# source: DESIGN.md sinks
# technique: Path.rename
from pathlib import Path

Path("output.tmp").rename("output.csv")
