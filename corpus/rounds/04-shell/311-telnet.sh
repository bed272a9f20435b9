# expect: raw-socket
# source: DESIGN.md section 2: raw-socket
# technique: telnet host port
telnet mail.example.com 25
