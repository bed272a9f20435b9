# expect: fs-destroy
# source: DESIGN.md section 2: fs-destroy
# technique: find -delete
find . -name '*.orig' -delete
