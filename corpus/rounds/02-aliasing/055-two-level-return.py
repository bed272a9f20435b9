# expect: fs-destroy
# source: issue 3 (calls that return a callable)
# technique: a sink returned through two user functions
import shutil

def _impl():
    return shutil.rmtree

def get_cleaner():
    return _impl()

get_cleaner()("build")
