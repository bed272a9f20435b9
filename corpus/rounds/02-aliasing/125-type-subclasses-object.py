# expect: shell-spawn
# also-ok: dynamic-eval
# source: PayloadsAllTheThings Python sandbox escapes; HackTricks bypass python sandboxes
# technique: type.__subclasses__(object) walk to Popen
popen = [x for x in type.__subclasses__(object) if "Popen" in x.__name__][0]
popen(["ls"])
