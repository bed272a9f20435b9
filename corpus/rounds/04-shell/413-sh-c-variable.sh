# expect: dynamic-eval
# also-ok: shell-spawn,opaque
# source: DESIGN.md section 2: dynamic-eval
# technique: sh -c "$CMD"
sh -c "$CMD"
