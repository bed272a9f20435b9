# expect: data-out
# source: issue 4
# technique: GET whose query comes from input()
import requests

q = input("search: ")
requests.get("https://api.example.com/search?q=" + q)
