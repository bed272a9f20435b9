# expect: fs-destroy
# source: issue 4
# technique: padding removed with strip, lstrip and rstrip
import shutil

name = "  xxrmtreeyy ".strip().lstrip("x").rstrip("y")
getattr(shutil, name)("node_modules")
