# expect: none
# source: everyday agent snippet
# technique: base64 and struct decoding
import base64
import struct

raw = base64.b64decode("AQAAAAIAAAA=")
print(struct.unpack("<II", raw))
