# expect: data-out
# source: DESIGN.md sinks
# technique: requests.put
import requests

requests.put("https://api.example.com/items/7", json={"qty": 3}, timeout=10)
