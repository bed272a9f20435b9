# expect: none
# source: issue 3 (namespace lookups)
# technique: builtins.print and getattr(builtins, 'len')
import builtins

builtins.print(getattr(builtins, "len")([1, 2, 3]))
