# expect: fs-write
# source: DESIGN.md section 2: find -fprint*/-fls
# technique: find -fprint FILE
find . -name '*.py' -fprint /tmp/t/files.txt
