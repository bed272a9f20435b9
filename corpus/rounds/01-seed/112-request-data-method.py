# expect: data-out
# source: DESIGN.md sinks
# technique: urllib.request.Request with data= and method=
import json
import urllib.request

body = json.dumps({"name": "x"}).encode()
req = urllib.request.Request("https://api.example.com/items/9", data=body, method="PUT")
urllib.request.urlopen(req)
