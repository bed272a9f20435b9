# expect: shell-spawn
# source: issue 3 (calls that return a callable)
# technique: next(iter([os.system]))
import os

next(iter([os.system]))("id")
