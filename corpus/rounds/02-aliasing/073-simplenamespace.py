# expect: shell-spawn
# source: issue 3 (calls that return a callable)
# technique: types.SimpleNamespace(run=os.system).run
import os
import types

ns = types.SimpleNamespace(run=os.system)
ns.run("id")
