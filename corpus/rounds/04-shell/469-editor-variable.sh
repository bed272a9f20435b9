# expect: opaque
# source: DESIGN.md section 2: opaque
# technique: "$EDITOR" file
"$EDITOR" notes.txt
