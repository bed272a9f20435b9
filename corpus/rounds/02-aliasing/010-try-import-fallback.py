# expect: shell-spawn
# source: issue 3 (imports)
# technique: from-import inside try with a None fallback
try:
    from subprocess import run as launch
except ImportError:
    launch = None

if launch is not None:
    launch(["ls", "-l"])
