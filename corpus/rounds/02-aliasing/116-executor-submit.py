# expect: shell-spawn
# source: issue 3 (references, not just calls)
# technique: ThreadPoolExecutor.submit(subprocess.run, ...)
import subprocess
from concurrent.futures import ThreadPoolExecutor

with ThreadPoolExecutor() as pool:
    fut = pool.submit(subprocess.run, ["ls"])
    print(fut.result())
