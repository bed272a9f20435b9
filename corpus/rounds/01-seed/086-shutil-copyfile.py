# expect: fs-write
# source: DESIGN.md sinks
# technique: shutil.copyfile
import shutil

shutil.copyfile("schema.sql", "schema.bak.sql")
