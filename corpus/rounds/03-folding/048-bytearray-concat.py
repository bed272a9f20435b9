# expect: fs-destroy
# source: issue 4
# technique: bytearray pieces added then decoded
import os

name = (bytearray(b"un") + bytearray([108, 105, 110, 107])).decode()
getattr(os, name)("db.sqlite3")
