# expect: shell-spawn
# source: issue 4
# technique: getattr on os with a three-piece name built by + reaches execlp
import os

getattr(os, "exec" + "l" + "p")("sh", "sh", "-c", "id")
