# expect: raw-socket
# source: issue 5: walk every node
# technique: coproc running nc
coproc nc example.com 80
