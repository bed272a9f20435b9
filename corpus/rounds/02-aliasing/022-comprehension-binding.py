# expect: fs-destroy
# source: issue 3 (scopes)
# technique: a sink bound by a comprehension variable
import os

fns = [f for f in (os.unlink,)]
fns[0]("old.log")
