# expect: fs-destroy
# source: issue 3 (calls that return a callable)
# technique: from functools import partial as P
import shutil
from functools import partial as P

P(shutil.rmtree, "build", ignore_errors=True)()
