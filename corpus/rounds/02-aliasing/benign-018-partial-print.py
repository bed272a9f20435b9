# expect: none
# source: issue 3 (calls that return a callable)
# technique: functools.partial over print
import functools
import sys

err = functools.partial(print, file=sys.stderr)
err("warning: low disk")
