# expect: raw-socket
# source: issue 5: walk every node
# technique: inside an until loop
until nc -z db.internal 5432; do sleep 1; done
