# expect: data-out
# source: issue 3 (assignments)
# technique: keyword-only default bound to requests.post
import requests

def notify(url, *, sender=requests.post):
    return sender(url, json={"event": "done"})

notify("https://hooks.example.com/x")
