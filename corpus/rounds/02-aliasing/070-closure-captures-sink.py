# expect: fs-destroy
# source: issue 3 (calls that return a callable)
# technique: a returned closure calls a captured os.remove
import os

def deleter():
    rm = os.remove
    def inner(path):
        rm(path)
    return inner

deleter()("old.log")
