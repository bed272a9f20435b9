# expect: dynamic-eval
# source: issue 3 (namespace lookups)
# technique: __import__('builtins').exec
__import__("builtins").exec(open("hook.py").read())
