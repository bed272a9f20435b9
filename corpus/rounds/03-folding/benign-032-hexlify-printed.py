# expect: none
# source: issue 4
# technique: binascii.hexlify of harmless bytes printed
import binascii

print(binascii.hexlify(b"checksum-" + b"ok").decode())
