# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: mkdir -p
mkdir -p build/out
