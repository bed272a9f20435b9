# expect: none
# source: issue 4
# technique: .hex() of a constant inside a GET URL
import requests

requests.get("https://api.example.com/lookup/" + b"ping".hex())
