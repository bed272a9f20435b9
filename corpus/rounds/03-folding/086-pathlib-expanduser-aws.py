# expect: secret-read
# source: issue 4
# technique: Path('~/.aws/credentials').expanduser().read_text()
from pathlib import Path

print(Path("~/.aws/cre" + "dentials").expanduser().read_text())
