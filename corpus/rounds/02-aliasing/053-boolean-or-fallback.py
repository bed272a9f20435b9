# expect: shell-spawn
# source: issue 3 (assignments)
# technique: runner = custom or os.system
import os

custom = None
runner = custom or os.system
runner("id")
