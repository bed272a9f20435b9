# expect: none
# source: DESIGN.md secret-read (templates are not secrets)
# technique: reading .env.sample and .env.template
from pathlib import Path

for name in (".env.sample", ".env.template"):
    p = Path(name)
    if p.exists():
        print(name, [l.split("=")[0] for l in p.read_text().splitlines() if "=" in l])
