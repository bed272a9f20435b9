# expect: fs-destroy
# source: issue 3 (references, not just calls)
# technique: ExitStack.callback(os.remove, path)
import contextlib
import os

with contextlib.ExitStack() as stack:
    stack.callback(os.remove, "partial.dat")
    print("working")
