# expect: fs-destroy
# source: issue 3 (namespace lookups)
# technique: globals()['rm'] = shutil.rmtree; rm(...)
import shutil

globals()["rm"] = shutil.rmtree
rm("build")
