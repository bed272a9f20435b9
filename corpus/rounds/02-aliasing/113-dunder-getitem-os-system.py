# expect: shell-spawn
# source: issue 3 (references, not just calls)
# technique: class attribute __getitem__ = os.system
import os

class Shell:
    __getitem__ = os.system

Shell()["id"]
