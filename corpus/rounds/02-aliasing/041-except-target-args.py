# expect: shell-spawn
# source: issue 3 (assignments)
# technique: a sink carried through an exception's args to an except target
import os

try:
    raise LookupError(os.system)
except LookupError as err:
    handler = err.args[0]
handler("id")
