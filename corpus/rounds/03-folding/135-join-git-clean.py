# expect: fs-destroy,shell-spawn
# source: issue 4
# technique: space-joined list makes git clean -fdx for os.system
import os

os.system(" ".join(["git", "clean", "-fdx"]))
