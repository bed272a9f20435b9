# expect: fs-destroy,shell-spawn
# source: issue 4
# technique: rsplit of a dotted path yields module and function
import importlib

mod_name, func = "shutil.rmtree".rsplit(".", 1)
getattr(importlib.import_module(mod_name), func)("/srv/cache")
