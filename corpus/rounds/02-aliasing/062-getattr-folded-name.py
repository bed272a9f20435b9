# expect: shell-spawn
# source: issue 3 (calls that return a callable)
# technique: getattr(os, 'sys' + 'tem') with a folded constant name
import os

getattr(os, "sys" + "tem")("id")
