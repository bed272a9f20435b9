# expect: data-out
# source: DESIGN.md sinks
# technique: requests.request('POST', ...)
import requests

resp = requests.request("POST", "https://hooks.example.com/build", data={"ok": "1"})
print(resp.ok)
