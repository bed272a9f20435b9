# expect: secret-read
# source: DESIGN.md sinks
# technique: reading another file under ~/.ssh
from pathlib import Path

keys = Path("~/.ssh/authorized_keys").expanduser().read_text().splitlines()
print(len(keys))
