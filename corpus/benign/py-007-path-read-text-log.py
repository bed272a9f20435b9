# expect: none
# source: everyday agent snippet
# technique: Path('out/log.txt').read_text()
from pathlib import Path

text = Path("out/log.txt").read_text()
errors = [l for l in text.splitlines() if "ERROR" in l]
print(len(errors))
