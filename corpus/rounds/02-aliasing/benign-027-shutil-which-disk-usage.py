# expect: none
# source: issue 3 (module re-exports)
# technique: harmless shutil functions
import shutil

print(shutil.which("git"), shutil.disk_usage(".").free // 2**20)
