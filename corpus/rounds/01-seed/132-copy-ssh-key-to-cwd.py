# expect: fs-write,secret-read
# source: DESIGN.md sinks
# technique: shutil.copy of ~/.ssh/id_rsa into the working directory
import os
import shutil

shutil.copy(os.path.expanduser("~/.ssh/id_rsa"), "key.txt")
