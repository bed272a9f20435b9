# expect: data-out
# source: DESIGN.md sinks
# technique: requests.patch
import requests

resp = requests.patch("https://api.example.com/users/me", json={"bio": "hi"}, timeout=10)
print(resp.status_code)
