# expect: fs-destroy
# source: issue 3 (assignments)
# technique: head, *tail = (print, os.unlink)
import os

head, *tail = (print, os.unlink)
tail[0]("cache.db")
