# expect: fs-write
# source: DESIGN.md sinks
# technique: shutil.copy
import shutil

shutil.copy("template.cfg", "app.cfg")
