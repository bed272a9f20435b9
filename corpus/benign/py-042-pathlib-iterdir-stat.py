# expect: none
# source: everyday agent snippet
# technique: pathlib iterdir and stat
from pathlib import Path

for p in sorted(Path(".").iterdir()):
    st = p.stat()
    print(p.name, st.st_size, p.suffix)
