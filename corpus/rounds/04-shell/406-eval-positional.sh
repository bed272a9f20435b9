# expect: dynamic-eval
# also-ok: opaque
# source: DESIGN.md section 2: dynamic-eval
# technique: eval "$1"
eval "$1"
