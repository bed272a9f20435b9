# expect: shell-spawn
# source: issue 3 (calls that return a callable)
# technique: dict(run=os.system)['run']
import os

dict(run=os.system)["run"]("id")
