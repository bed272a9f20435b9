# expect: shell-spawn
# source: issue 3 (scopes)
# technique: global statement rebinding a module name inside a function
import os

runner = print

def configure():
    global runner
    runner = os.system

configure()
runner("id")
