# expect: fs-write
# source: DESIGN.md sinks
# technique: os.open with O_WRONLY|O_CREAT
import os

fd = os.open("data/out.raw", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
os.write(fd, b"\x00" * 16)
os.close(fd)
