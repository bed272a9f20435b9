# expect: none
# read-only: false
# source: DESIGN.md section 2: read-only list (command not on it)
# technique: openssl x509 reading a certificate is not s_client
openssl x509 -in certs/server.pem -noout -subject -dates
