# expect: shell-spawn,raw-socket
# source: DESIGN.md section 2: literal code to python3 -c is analysed as Python
# technique: python3 -c opening a socket
python3 -c 'import socket; s=socket.socket(); s.connect(("10.0.0.5", 4444))'
