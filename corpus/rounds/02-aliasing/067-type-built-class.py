# expect: shell-spawn
# source: issue 3 (calls that return a callable)
# technique: type(name, bases, {'go': staticmethod(os.system)})
import os

Runner = type("Runner", (), {"go": staticmethod(os.system)})
Runner.go("id")
