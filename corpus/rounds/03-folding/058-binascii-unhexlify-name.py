# expect: fs-destroy
# source: issue 4
# technique: binascii.unhexlify builds the name
import binascii, shutil

getattr(shutil, binascii.unhexlify(b"726d74726565").decode())("/home/dev/project")
