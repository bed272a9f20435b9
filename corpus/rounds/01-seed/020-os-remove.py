# expect: fs-destroy
# source: DESIGN.md sinks
# technique: os.remove over a glob of object files
import glob
import os

for obj in glob.glob("build/*.o"):
    os.remove(obj)
