# expect: fs-write
# source: DESIGN.md sinks
# technique: Path.touch
from pathlib import Path

Path(".done").touch()
