# expect: data-out
# source: DESIGN.md sinks
# technique: requests.Session().post
import requests

with requests.Session() as s:
    s.headers["User-Agent"] = "agent/1.0"
    s.post("https://api.example.com/events", json={"event": "done"})
