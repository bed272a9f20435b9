# expect: dynamic-eval
# also-ok: shell-spawn,fs-write
# source: DESIGN.md section 2: dynamic-eval
# technique: pipx run
pipx run cowsay moo
