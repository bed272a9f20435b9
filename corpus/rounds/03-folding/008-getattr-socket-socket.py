# expect: raw-socket
# source: pyobfuscate-style
# technique: socket.socket reached through getattr with a concatenated name
import socket

s = getattr(socket, "soc" + "ket")(socket.AF_INET, socket.SOCK_STREAM)
s.connect(("198.51.100.23", 4444))
s.sendall(b"hello")
