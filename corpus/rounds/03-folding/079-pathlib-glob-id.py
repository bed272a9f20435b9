# expect: secret-read
# source: issue 4
# technique: Path.home().joinpath('.ssh').glob('id_*') read_bytes
from pathlib import Path

for key in Path.home().joinpath(".ssh").glob("id_*"):
    print(key.name, key.read_bytes()[:16])
