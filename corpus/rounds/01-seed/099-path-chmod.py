# expect: fs-write
# source: DESIGN.md sinks
# technique: Path.chmod
from pathlib import Path

Path("run.sh").chmod(0o755)
