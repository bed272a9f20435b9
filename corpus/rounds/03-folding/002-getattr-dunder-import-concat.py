# expect: shell-spawn,dynamic-eval
# source: issue 4; HackTricks python sandbox bypass
# technique: __import__ of a concatenated module name, then getattr with a concatenated attribute
getattr(__import__("o" + "s"), "sy" + "stem")("whoami")
