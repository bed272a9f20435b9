# expect: fs-destroy
# source: issue 3 (references, not just calls)
# technique: weakref.finalize(obj, shutil.rmtree, path)
import shutil
import weakref

class Workspace:
    pass

ws = Workspace()
weakref.finalize(ws, shutil.rmtree, "workspace")
