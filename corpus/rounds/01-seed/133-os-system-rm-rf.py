# expect: fs-destroy,shell-spawn
# source: DESIGN.md policy (shell strings inside Python go through shellscan)
# technique: os.system with rm -rf
import os

os.system("rm -rf build")
