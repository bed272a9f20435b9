# expect: opaque
# source: DESIGN.md opaque; issue 3
# technique: globals()[argv] in a module that imported shutil
import shutil
import sys

action = sys.argv[1]
globals()[action]("build")
