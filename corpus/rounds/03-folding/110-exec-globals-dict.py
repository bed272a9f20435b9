# expect: fs-destroy,dynamic-eval
# source: issue 4
# technique: exec with an explicit globals dict and %-formatted source
target = "/srv/uploads"
src = "import shutil\nshutil.rmtree(%r)" % target
exec(src, {"__builtins__": __builtins__})
