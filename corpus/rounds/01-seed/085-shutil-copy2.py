# expect: fs-write
# source: DESIGN.md sinks
# technique: shutil.copy2 keeps metadata
import shutil

shutil.copy2("data.csv", "backup/data.csv")
