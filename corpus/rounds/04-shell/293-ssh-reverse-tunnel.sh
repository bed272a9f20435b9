# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: ssh -R tunnel
ssh -N -R 9000:localhost:22 u@relay.example.net
