# expect: shell-spawn
# source: pyobfuscate-style
# technique: name XOR-encoded with a one-byte key
import os

KEY = 0x5A
enc = bytes.fromhex("2923292e3f37")
getattr(os, bytes(b ^ KEY for b in enc).decode())("id")
