# expect: fs-destroy
# source: DESIGN.md sinks
# technique: pathlib Path.unlink
from pathlib import Path

Path("cache.sqlite").unlink(missing_ok=True)
