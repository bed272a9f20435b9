# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: patch -p1 < diff
patch -p1 < fix.diff
