# expect: shell-spawn,raw-socket
# source: DESIGN.md policy (shell strings inside Python go through shellscan)
# technique: os.popen of nc
import os

print(os.popen("nc -z -w 2 10.0.0.1 4444 && echo open").read())
