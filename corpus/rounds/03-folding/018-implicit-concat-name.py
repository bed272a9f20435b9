# expect: shell-spawn
# source: issue 4
# technique: implicit concatenation of mixed quote kinds
import os

print(getattr(os, "po" 'pen' "")("uname -a").read())
