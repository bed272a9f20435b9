# expect: data-out
# source: DESIGN.md sinks
# technique: requests.delete
import requests

requests.delete("https://api.example.com/sessions/current", timeout=10)
