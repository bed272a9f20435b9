# expect: fs-write
# source: DESIGN.md sinks
# technique: Path.replace
from pathlib import Path

Path("index.new.html").replace("index.html")
