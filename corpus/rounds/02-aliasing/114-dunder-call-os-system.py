# expect: shell-spawn
# source: issue 3 (references, not just calls)
# technique: class attribute __call__ = os.system
import os

class Cmd:
    __call__ = os.system

Cmd()("id")
