# expect: none
# source: seed 000 text; DESIGN.md data-out (a constant URL is not data-out)
# technique: requests.get with a literal URL
import requests

resp = requests.get("https://pypi.org/pypi/requests/json", timeout=10)
print(resp.json()["info"]["version"])
