# expect: shell-spawn
# source: issue 3 (calls that return a callable)
# technique: operator.attrgetter('system')(os)
import operator
import os

operator.attrgetter("system")(os)("id")
