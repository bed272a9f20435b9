# expect: raw-socket
# source: DESIGN.md sinks
# technique: from socket import socket; a UDP sendto
from socket import AF_INET, SOCK_DGRAM, socket

u = socket(AF_INET, SOCK_DGRAM)
u.sendto(b"ping", ("10.0.0.2", 9999))
