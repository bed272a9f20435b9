# expect: shell-spawn
# also-ok: dynamic-eval
# source: PayloadsAllTheThings Python sandbox escapes; HackTricks bypass python sandboxes
# technique: os._wrap_close found by name; __init__.__globals__['system']
wrap = [c for c in object.__subclasses__() if c.__name__ == "_wrap_close"][0]
wrap.__init__.__globals__["system"]("id")
