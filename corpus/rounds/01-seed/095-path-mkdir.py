# expect: fs-write
# source: DESIGN.md sinks
# technique: Path.mkdir with parents
from pathlib import Path

Path("cache/thumbnails").mkdir(parents=True, exist_ok=True)
