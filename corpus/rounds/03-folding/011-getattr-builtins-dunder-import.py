# expect: shell-spawn,dynamic-eval
# source: HackTricks python sandbox bypass
# technique: __import__ fetched from __builtins__ by a folded name
imp = getattr(__builtins__, "__imp" + "ort__")
imp("os").system("id")
