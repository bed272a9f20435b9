# expect: shell-spawn
# source: issue 3 (calls that return a callable)
# technique: functools.partial(os.system, ...)()
import functools
import os

job = functools.partial(os.system, "id")
job()
