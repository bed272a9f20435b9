# expect: shell-spawn
# source: issue 3 (namespace lookups)
# technique: os.__dict__['popen']
import os

print(os.__dict__["popen"]("ls").read())
