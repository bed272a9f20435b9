# expect: shell-spawn
# source: issue 3 (namespace lookups)
# technique: vars(os)['system']
import os

vars(os)["system"]("id")
