# expect: data-out
# source: DESIGN.md sinks
# technique: httpx.post
import httpx

r = httpx.post("https://api.example.com/upload", content=b"payload")
print(r.status_code)
