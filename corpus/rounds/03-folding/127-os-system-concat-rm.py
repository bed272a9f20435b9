# expect: fs-destroy,shell-spawn
# source: issue 4
# technique: os.system of a concatenated rm -rf
import os

os.system("r" + "m -rf /tmp/x")
