# expect: data-out
# source: DESIGN.md sinks
# technique: a GET whose URL is concatenated with a variable
import requests

email = input("email: ")
r = requests.get("https://api.example.com/v1/lookup?email=" + email, timeout=5)
print(r.text)
