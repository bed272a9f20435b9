# expect: shell-spawn
# source: issue 3 (calls that return a callable)
# technique: getattr(os, 'system')
import os

getattr(os, "system")("id")
