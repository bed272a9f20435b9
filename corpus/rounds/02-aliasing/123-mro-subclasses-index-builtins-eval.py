# expect: dynamic-eval
# also-ok: shell-spawn
# source: PayloadsAllTheThings Python sandbox escapes; HackTricks bypass python sandboxes
# technique: ''.__class__.__mro__[1].__subclasses__()[N] into __builtins__['eval'] with an undecidable index
"".__class__.__mro__[1].__subclasses__()[140].__init__.__globals__["__builtins__"]["eval"]("1 + 1")
