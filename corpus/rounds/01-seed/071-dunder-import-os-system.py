# expect: shell-spawn,dynamic-eval
# source: DESIGN.md sinks
# technique: __import__('os').system chained
__import__("os").system("id")
