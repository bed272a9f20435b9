# expect: raw-socket
# source: seed 000 table
# technique: opening a raw TCP socket with socket.socket
import socket

s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
s.settimeout(3)
s.connect(("10.0.0.5", 9000))
s.sendall(b"hello\n")
s.close()
