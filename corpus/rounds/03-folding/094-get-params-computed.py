# expect: data-out
# source: issue 4
# technique: GET with a params dict holding a computed value
import socket
import requests

requests.get("https://api.example.com/ping", params={"host": socket.gethostname()})
