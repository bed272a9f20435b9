# expect: fs-destroy
# source: issue 3 (imports)
# technique: from shutil import *; rmtree(...)
from shutil import *

rmtree("dist")
