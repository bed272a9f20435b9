# expect: data-out
# source: issue 5: wrappers
# technique: xargs -n1 curl -d @payload
xargs -n1 curl -d @payload.json < endpoints.txt
