# expect: dynamic-eval
# source: issue 3 (namespace lookups)
# technique: sys._getframe().f_builtins['eval']
import sys

print(sys._getframe().f_builtins["eval"]("6 * 7"))
