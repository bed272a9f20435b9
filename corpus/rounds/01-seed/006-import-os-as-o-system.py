# expect: shell-spawn
# source: seed 000 table
# technique: aliased import of os used as o.system(...)
import os as o

o.system("id")
