# expect: none
# source: DESIGN.md data-out (a URL that folds to a constant is not computed)
# technique: an f-string URL built only from constants
import requests

BASE = "https://api.github.com"
REPO = "python/cpython"
r = requests.get(f"{BASE}/repos/{REPO}/releases/latest", timeout=10)
print(r.status_code)
