# expect: none
# source: issue 3 (module re-exports)
# technique: a harmless function through a module re-export
import os.path

print(os.path.os.getcwd())
