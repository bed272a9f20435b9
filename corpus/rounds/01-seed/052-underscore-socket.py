# expect: raw-socket
# source: DESIGN.md sinks
# technique: the C module _socket directly
import _socket

s = _socket.socket(_socket.AF_INET, _socket.SOCK_STREAM)
s.connect(("10.1.1.1", 8080))
