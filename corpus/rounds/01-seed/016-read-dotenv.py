# expect: secret-read
# source: seed 000 table
# technique: reading .env with Path.read_text
from pathlib import Path

for line in Path(".env").read_text().splitlines():
    if line and not line.startswith("#"):
        key, _, _ = line.partition("=")
        print(key)
