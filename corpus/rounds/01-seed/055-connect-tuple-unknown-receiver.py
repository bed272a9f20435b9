# expect: raw-socket
# source: DESIGN.md sinks
# technique: .connect((host, port)) on a socket from an unknown helper
from netutil import new_stream

sock = new_stream()
sock.connect(("10.0.0.9", 5555))
sock.sendall(b"HELO")
print(sock.recv(64))
