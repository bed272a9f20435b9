# expect: data-out
# source: DESIGN.md sinks
# technique: a GET whose params carry a computed value
import os

import requests

token = os.environ.get("API_TOKEN", "")
r = requests.get("https://api.example.com/search", params={"q": "cats", "key": token})
print(r.json())
