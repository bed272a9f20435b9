# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: 2> to a real file (only /dev/null earns nothing)
ls missing 2> err.log
