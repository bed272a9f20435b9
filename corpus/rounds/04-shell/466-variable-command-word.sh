# expect: opaque
# also-ok: fs-destroy
# source: DESIGN.md section 2: opaque
# technique: $CMD never assigned: unresolvable command word
$CMD -rf build
