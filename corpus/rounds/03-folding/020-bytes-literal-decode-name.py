# expect: shell-spawn
# source: issue 4
# technique: attribute name from a bytes literal decoded to str
import os

getattr(os, b"system".decode())("id")
