# expect: secret-read
# source: DESIGN.md sinks
# technique: Path('/etc/passwd').read_text
from pathlib import Path

users = [l.split(":")[0] for l in Path("/etc/passwd").read_text().splitlines()]
print(users)
