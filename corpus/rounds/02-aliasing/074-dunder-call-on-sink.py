# expect: shell-spawn
# source: issue 3 (calls that return a callable)
# technique: os.system.__call__(...)
import os

os.system.__call__("id")
