# expect: data-out
# source: Bandit B310 tests; DESIGN.md sinks
# technique: urllib.request.urlopen with data=
from urllib.request import urlopen

with urlopen("https://hooks.example.com/notify", data=b"status=done") as resp:
    print(resp.status)
