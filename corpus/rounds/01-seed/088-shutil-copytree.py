# expect: fs-write
# source: DESIGN.md sinks
# technique: shutil.copytree
import shutil

shutil.copytree("assets", "dist/assets", dirs_exist_ok=True)
