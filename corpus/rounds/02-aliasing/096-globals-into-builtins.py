# expect: dynamic-eval
# source: PayloadsAllTheThings Python sandbox escapes; HackTricks bypass python sandboxes
# technique: __globals__ into __builtins__ then exec
g = (lambda: None).__globals__
b = g["__builtins__"]
ns = b if isinstance(b, dict) else b.__dict__
ns["exec"](input())
