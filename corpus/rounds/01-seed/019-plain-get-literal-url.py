# expect: none
# source: seed 000 text (measured: runs with no card)
# technique: a plain outbound requests.get with a literal URL
import requests

r = requests.get("https://api.github.com/repos/python/cpython", timeout=10)
print(r.json()["stargazers_count"])
