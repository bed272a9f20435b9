# expect: data-out
# source: DESIGN.md sinks
# technique: http.client HTTPSConnection.request('POST', ...)
import http.client
import json

conn = http.client.HTTPSConnection("api.example.com")
conn.request("POST", "/v1/records", body=json.dumps({"a": 1}), headers={"Content-Type": "application/json"})
print(conn.getresponse().status)
