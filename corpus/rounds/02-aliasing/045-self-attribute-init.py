# expect: shell-spawn
# source: issue 3 (assignments)
# technique: self.x = os.system in __init__, self.x(...) in a method
import os

class Runner:
    def __init__(self):
        self.x = os.system

    def go(self, cmd):
        return self.x(cmd)

Runner().go("id")
