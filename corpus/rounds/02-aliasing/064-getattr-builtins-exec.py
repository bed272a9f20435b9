# expect: dynamic-eval
# source: issue 3 (calls that return a callable)
# technique: getattr(builtins, 'exec')
import builtins

getattr(builtins, "exec")(open("task.py").read())
