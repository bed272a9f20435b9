# expect: none
# source: issue 4
# technique: urlopen of a URL concatenated from constants
import urllib.request

with urllib.request.urlopen("https://example.com/" + "status.json") as r:
    print(r.read())
