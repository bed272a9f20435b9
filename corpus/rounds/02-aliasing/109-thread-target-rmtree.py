# expect: fs-destroy
# source: issue 3 (references, not just calls)
# technique: Thread(target=shutil.rmtree, args=...)
import shutil
import threading

t = threading.Thread(target=shutil.rmtree, args=("build",))
t.start()
t.join()
