# expect: secret-read
# source: issue 4
# technique: Path.home() / folded '.ssh' / folded 'id_ed25519', read through Path.open
from pathlib import Path

key_path = Path.home() / (".s" "sh") / ("id_" + "ed25519")
with key_path.open() as fh:
    print(fh.readline())
