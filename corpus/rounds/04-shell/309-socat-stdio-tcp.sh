# expect: raw-socket
# source: DESIGN.md section 2: raw-socket
# technique: socat - TCP:host:port
socat - TCP:mail.example.com:25
