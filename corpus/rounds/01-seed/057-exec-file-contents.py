# expect: dynamic-eval
# source: Bandit B102 tests
# technique: exec of a file's contents
with open("snippet.py") as fh:
    exec(fh.read())
