# expect: fs-destroy
# source: issue 3 (assignments)
# technique: def f(path, rm=shutil.rmtree)
import shutil

def clean(path, rm=shutil.rmtree):
    rm(path)

clean("node_modules")
