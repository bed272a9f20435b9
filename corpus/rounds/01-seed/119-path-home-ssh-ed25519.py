# expect: secret-read
# source: DESIGN.md sinks
# technique: Path.home() / '.ssh' / 'id_ed25519' read_text
from pathlib import Path

key = (Path.home() / ".ssh" / "id_ed25519").read_text()
print(key.splitlines()[0])
