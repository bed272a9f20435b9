# expect: secret-read
# source: DESIGN.md sinks
# technique: netrc.netrc() reads ~/.netrc
import netrc

auth = netrc.netrc().authenticators("api.example.com")
print(auth[0] if auth else None)
