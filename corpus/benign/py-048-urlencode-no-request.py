# expect: none
# source: everyday agent snippet
# technique: urllib.parse builds a URL that is never fetched
from urllib.parse import urlencode, urlparse

query = input("search: ")
url = "https://example.com/search?" + urlencode({"q": query})
print(urlparse(url).query)
