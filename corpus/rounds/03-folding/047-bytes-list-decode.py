# expect: shell-spawn
# source: issue 4
# technique: bytes([...]).decode() builds the name
import os

getattr(os, bytes([112, 111, 112, 101, 110]).decode())("id").read()
