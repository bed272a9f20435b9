# expect: fs-write
# source: DESIGN.md sinks
# technique: Path.write_bytes
import pathlib

pathlib.Path("blob.bin").write_bytes(bytes(range(256)))
