# expect: none
# source: issue 4
# technique: GET of a URL built with .format and % from constants
import requests

BASE = "https://api.example.com"
url = "{}/{}/status".format(BASE, "v%d" % 2)
print(requests.get(url).text)
