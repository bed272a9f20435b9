# expect: none
# source: issue 4
# technique: urlopen GET of a URL built with urlencode over constants
from urllib.parse import urlencode
from urllib.request import urlopen

url = "https://api.example.com/search?" + urlencode({"q": "tree-sitter", "n": 10})
print(urlopen(url).read()[:100])
