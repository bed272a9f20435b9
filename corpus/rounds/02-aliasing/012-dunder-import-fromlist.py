# expect: shell-spawn,dynamic-eval
# source: issue 3 (imports)
# technique: __import__('subprocess', fromlist=[...]).run
sp = __import__("subprocess", fromlist=["run"])
sp.run(["ls"])
