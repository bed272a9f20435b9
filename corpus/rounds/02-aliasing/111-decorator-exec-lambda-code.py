# expect: dynamic-eval
# also-ok: shell-spawn
# source: issue 3 (a decorator @exec)
# technique: @exec over a lambda decorator that returns a code string
@exec
@lambda _: "import os; os.system('id')"
class _:
    pass
