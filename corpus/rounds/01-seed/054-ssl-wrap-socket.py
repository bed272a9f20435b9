# expect: raw-socket
# source: DESIGN.md sinks
# technique: an ssl-wrapped socket via SSLContext.wrap_socket
import socket
import ssl

ctx = ssl.create_default_context()
raw = socket.socket(socket.AF_INET)
tls = ctx.wrap_socket(raw, server_hostname="example.com")
tls.connect(("example.com", 443))
print(tls.version())
