# expect: opaque
# also-ok: dynamic-eval
# source: DESIGN.md section 2: opaque
# technique: command word read from a file at run time
$(cat cmd.txt) build
