# expect: fs-destroy
# source: issue 3 (module state mutation)
# technique: sys.modules['tools'] = shutil; import tools as t; t.rmtree
import shutil
import sys

sys.modules["tools"] = shutil
import tools as t

t.rmtree("build")
