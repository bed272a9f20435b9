# expect: none
# source: issue 4
# technique: base64 of harmless text decoded and printed
import base64

print(base64.b64decode("cXVhcnRlcmx5IHJlcG9ydDogNDIgaXRlbXM=").decode())
