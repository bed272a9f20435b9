# expect: raw-socket
# source: DESIGN.md section 2: raw-socket
# technique: openssl s_client -connect
openssl s_client -connect example.com:443 -quiet
