# expect: shell-spawn
# source: issue 3 (calls that return a callable)
# technique: a property whose getter returns os.popen
import os

class Env:
    @property
    def sh(self):
        return os.popen

print(Env().sh("ls").read())
