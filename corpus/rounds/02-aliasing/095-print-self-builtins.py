# expect: dynamic-eval
# source: issue 3 (namespace lookups)
# technique: print.__self__ is the builtins module
print.__self__.exec(input())
