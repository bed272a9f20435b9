# expect: fs-write
# source: issue 3 (imports)
# technique: import urllib.request as ur; ur.urlretrieve
import urllib.request as ur

ur.urlretrieve("https://example.com/data/prices.csv", "prices.csv")
