# expect: shell-spawn
# source: issue 3 (scopes)
# technique: class-scope name does not shadow the module binding inside a method
import os

system = os.system

class Shell:
    system = print

    def go(self):
        system("id")

Shell().go()
