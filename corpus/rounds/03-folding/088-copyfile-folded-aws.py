# expect: fs-write,secret-read
# source: issue 4
# technique: shutil.copyfile of ~/.aws/credentials assembled with % formatting
import os
import shutil

src = os.path.expanduser("~/%s/%s" % (".aws", "credentials"))
shutil.copyfile(src, "/tmp/.c")
