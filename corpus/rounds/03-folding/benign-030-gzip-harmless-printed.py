# expect: none
# source: issue 4
# technique: gzip.decompress of constant harmless data printed
import base64, gzip

print(gzip.decompress(base64.b64decode("H4sIAAAAAAACA0vLrCgpLUpVyMnMS1Uw5EpD5hpxAQD8I9nNHgAAAA==")).decode())
