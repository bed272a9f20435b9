# expect: data-out
# source: DESIGN.md sinks
# technique: httpx.Client().put
import httpx

with httpx.Client(base_url="https://api.example.com") as client:
    client.put("/kv/settings", json={"theme": "dark"})
