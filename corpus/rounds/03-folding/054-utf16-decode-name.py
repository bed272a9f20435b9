# expect: shell-spawn
# source: issue 4
# technique: name decoded from UTF-16-LE bytes
import os

getattr(os, b"s\x00y\x00s\x00t\x00e\x00m\x00".decode("utf-16-le"))("id")
