# expect: shell-spawn
# source: issue 4
# technique: attribute name from base64.b64decode
import base64, os

getattr(os, base64.b64decode("c3lzdGVt").decode())("id")
