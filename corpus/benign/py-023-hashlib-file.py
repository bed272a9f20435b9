# expect: none
# source: everyday agent snippet
# technique: hashlib sha256 of a file in the working directory
import hashlib
from pathlib import Path

digest = hashlib.sha256(Path("dist/app.tar.gz").read_bytes()).hexdigest()
print(digest)
