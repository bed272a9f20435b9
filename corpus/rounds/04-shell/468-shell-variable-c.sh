# expect: opaque
# also-ok: fs-destroy,shell-spawn
# source: DESIGN.md section 2: opaque
# technique: $SHELL -c: the shell itself is unknown
$SHELL -c 'rm -rf build'
