# expect: fs-destroy
# source: issue 3 (references, not just calls)
# technique: atexit.register(shutil.rmtree, path)
import atexit
import shutil

atexit.register(shutil.rmtree, "scratch")
