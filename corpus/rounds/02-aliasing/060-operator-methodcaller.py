# expect: shell-spawn
# source: issue 3 (calls that return a callable)
# technique: operator.methodcaller('system', 'id')(os)
import operator
import os

operator.methodcaller("system", "id")(os)
