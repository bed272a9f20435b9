# expect: raw-socket
# source: DESIGN.md section 2: raw-socket
# technique: ncat --ssl
ncat --ssl mail.example.com 465
