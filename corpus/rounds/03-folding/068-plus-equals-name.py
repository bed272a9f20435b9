# expect: fs-destroy
# source: issue 4
# technique: name built with += in straight-line code
import shutil

name = "rm"
name += "tr"
name += "ee"
getattr(shutil, name)("/var/www/html")
