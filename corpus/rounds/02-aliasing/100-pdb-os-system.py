# expect: shell-spawn
# source: issue 3 (module re-exports)
# technique: pdb.os.system
import pdb

pdb.os.system("id")
