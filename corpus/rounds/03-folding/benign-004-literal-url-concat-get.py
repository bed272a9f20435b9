# expect: none
# source: issue 4
# technique: requests.get of a URL concatenated from constants
import requests

r = requests.get("https://api.example.com/" + "v1/items")
print(r.json())
