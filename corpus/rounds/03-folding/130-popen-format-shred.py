# expect: fs-destroy,shell-spawn
# source: issue 4
# technique: os.popen of a .format-built shred command
import os

os.popen("{} {}".format("shred", "-u secrets.db")).read()
