# expect: fs-destroy
# also-ok: shell-spawn
# source: DESIGN.md section 2: find -exec sh
# technique: find -exec sh -c 'literal' runs rm; DESIGN also lists find -exec sh as an escape hatch, so shell-spawn is allowed
find . -name '*.log' -exec sh -c 'rm -f "$1"' sh {} \;
