# expect: fs-destroy
# source: issue 3 (assignments)
# technique: handlers.get('rm')(...)
import shutil

handlers = {"ls": print, "rm": shutil.rmtree}
handlers.get("rm")("build")
