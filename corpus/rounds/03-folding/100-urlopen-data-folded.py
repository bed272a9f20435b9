# expect: data-out
# source: issue 4
# technique: urlopen with a data= argument built by folding
from urllib.request import urlopen

urlopen("https://api.example.com/" + "submit", data="k=".encode() + b"v")
