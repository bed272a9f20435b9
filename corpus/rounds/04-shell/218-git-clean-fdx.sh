# expect: fs-destroy
# source: DESIGN.md section 2: fs-destroy
# technique: git clean -fdx
git clean -fdx
