# expect: raw-socket
# source: DESIGN.md sinks
# technique: socket.create_connection to host and port
import socket

with socket.create_connection(("db.internal", 5432), timeout=2) as conn:
    print(conn.getpeername())
