# expect: dynamic-eval
# source: issue 3 (namespace lookups)
# technique: from builtins import eval as ev
from builtins import eval as ev

print(ev(input("> ")))
