# expect: fs-destroy
# source: issue 3 (assignments)
# technique: (print, os.remove)[-1](...)
import os

(print, os.remove)[-1]("scratch.txt")
