# expect: fs-destroy
# source: issue 3 (module re-exports)
# technique: os.path.os.remove
import os.path

os.path.os.remove("junk.txt")
