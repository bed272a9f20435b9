# expect: fs-destroy
# source: issue 3 (assignments)
# technique: for name, fn in {...}.items()
import os

for name, fn in {"rm": os.remove}.items():
    fn("debug.log")
