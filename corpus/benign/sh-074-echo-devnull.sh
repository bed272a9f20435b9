# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: > /dev/null earns nothing
echo probe > /dev/null
