# expect: none
# source: issue 4
# technique: zlib.decompress of constant harmless data printed
import zlib

print(zlib.decompress(b'x\xda\xcbH\xcd\xc9\xc9WH+\xca\xcfU(\xc9HUH\xcb\xac()-J-\x06\x00hg\x08\xe4').decode())
