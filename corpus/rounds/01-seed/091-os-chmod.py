# expect: fs-write
# source: DESIGN.md sinks
# technique: os.chmod makes a file executable
import os
import stat

os.chmod("deploy.sh", os.stat("deploy.sh").st_mode | stat.S_IXUSR)
