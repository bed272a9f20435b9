# expect: shell-spawn
# source: issue 3 (calls that return a callable)
# technique: setattr(obj, 'hook', os.system) then obj.hook(...)
import os

class Cfg:
    pass

cfg = Cfg()
setattr(cfg, "hook", os.system)
cfg.hook("id")
