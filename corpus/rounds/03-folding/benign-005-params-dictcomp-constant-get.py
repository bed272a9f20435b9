# expect: none
# source: issue 4
# technique: GET with params built by a dict comprehension over constants
import requests

params = {k: v.lower() for k, v in [("q", "KOTOBA"), ("lang", "JA")]}
r = requests.get("https://api.example.com/search", params=params)
print(r.status_code)
