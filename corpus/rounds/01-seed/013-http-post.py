# expect: data-out
# source: seed 000 table
# technique: an HTTP post with requests
import requests

payload = {"name": "build-42", "status": "green"}
r = requests.post("https://ci.example.com/api/report", json=payload, timeout=10)
print(r.status_code)
