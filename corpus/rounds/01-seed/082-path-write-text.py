# expect: fs-write
# source: DESIGN.md sinks
# technique: Path.write_text
from pathlib import Path

Path("README.generated.md").write_text("generated\n", encoding="utf-8")
