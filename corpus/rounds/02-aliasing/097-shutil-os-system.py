# expect: shell-spawn
# source: issue 3 (module re-exports)
# technique: shutil.os.system
import shutil

shutil.os.system("id")
