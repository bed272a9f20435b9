# expect: data-out
# source: DESIGN.md sinks
# technique: urllib3.PoolManager().request('POST', ...)
import urllib3

http = urllib3.PoolManager()
r = http.request("POST", "https://api.example.com/logs", body=b"line 1\n")
print(r.status)
