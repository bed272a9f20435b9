# expect: data-out
# source: issue 4
# technique: requests.request with a method folded to POST
import requests

method = "po" + "st"
requests.request(method.upper(), "https://api.example.com/items", json={"name": "x"})
