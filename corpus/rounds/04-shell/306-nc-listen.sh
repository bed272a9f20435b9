# expect: raw-socket
# source: DESIGN.md section 2: raw-socket
# technique: nc -lvnp listener
nc -lvnp 4444
