# expect: dynamic-eval
# source: issue 3 (namespace lookups)
# technique: vars(builtins)['compile'] then exec
import builtins

code = vars(builtins)["compile"](input(), "<in>", "exec")
vars(builtins)["exec"](code)
