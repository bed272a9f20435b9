# expect: shell-spawn
# source: issue 4
# technique: bytes.fromhex(...).decode() builds the name
import os

getattr(os, bytes.fromhex("73797374656d").decode())("id")
