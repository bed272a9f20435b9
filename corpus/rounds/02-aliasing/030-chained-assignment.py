# expect: fs-destroy
# source: issue 3 (assignments)
# technique: a = b = shutil.rmtree
import shutil

a = b = shutil.rmtree
b("build")
