# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: git commit
git commit -am 'wip'
