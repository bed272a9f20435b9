# expect: fs-destroy
# source: DESIGN.md sinks
# technique: os.unlink of a pid file
import os

if os.path.exists("server.pid"):
    os.unlink("server.pid")
