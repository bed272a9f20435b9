# expect: opaque
# source: DESIGN.md section 2: opaque
# technique: "$@" as the whole command
"$@"
