# expect: opaque
# also-ok: data-out
# source: issue 4 (budget)
# technique: GET whose constant URL is too large to fold
import requests

requests.get("https://api.example.com/?pad=" + "a" * 10**12)
