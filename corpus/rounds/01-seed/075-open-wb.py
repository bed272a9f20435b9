# expect: fs-write
# source: DESIGN.md sinks
# technique: open with mode 'wb'
import struct

with open("header.bin", "wb") as fh:
    fh.write(struct.pack("<II", 0xCAFE, 1))
