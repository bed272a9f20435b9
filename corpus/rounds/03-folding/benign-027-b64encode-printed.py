# expect: none
# source: issue 4
# technique: base64.b64encode of harmless bytes printed
import base64

print(base64.b64encode(b"report-" + b"2024").decode())
