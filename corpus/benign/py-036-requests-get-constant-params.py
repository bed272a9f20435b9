# expect: none
# source: DESIGN.md data-out (constant params are not computed)
# technique: requests.get with a literal URL and constant params
import requests

r = requests.get("https://api.github.com/search/repositories",
                 params={"q": "tree-sitter", "per_page": 5}, timeout=10)
print([item["full_name"] for item in r.json()["items"]])
