# expect: fs-destroy
# source: issue 4
# technique: str.format with reordered indexed fields
import shutil

getattr(shutil, "{1}{0}".format("tree", "rm"))("/tmp/workspace")
