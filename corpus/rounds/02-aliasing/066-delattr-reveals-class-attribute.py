# expect: shell-spawn
# source: issue 3 (calls that return a callable)
# technique: delattr removes an instance shadow so the class attribute sink is reached
import os

class Box:
    run = staticmethod(os.system)

b = Box()
b.run = print
delattr(b, "run")
b.run("id")
