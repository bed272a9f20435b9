# expect: data-out
# source: seed 000 table
# technique: a get whose URL is an f-string built from input
import requests

user = input("user: ")
r = requests.get(f"https://api.example.com/users/{user}/profile", timeout=10)
print(r.json())
