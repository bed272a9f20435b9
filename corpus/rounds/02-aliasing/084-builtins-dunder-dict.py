# expect: dynamic-eval
# source: issue 3 (namespace lookups)
# technique: __builtins__.__dict__['eval']
print(__builtins__.__dict__["eval"]("[1, 2][0]"))
