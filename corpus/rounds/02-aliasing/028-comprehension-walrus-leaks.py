# expect: shell-spawn
# source: issue 3 (scopes)
# technique: walrus inside a comprehension binds in the enclosing scope
import os

[(runner := os.system) for _ in range(1)]
runner("id")
