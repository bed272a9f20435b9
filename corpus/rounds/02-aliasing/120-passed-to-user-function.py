# expect: fs-destroy
# source: issue 3 (references, not just calls)
# technique: a dict of sinks passed to a user dispatcher
import shutil

def run_all(actions, target):
    for name, fn in actions.items():
        fn(target)

run_all({"clean": shutil.rmtree}, "build")
