# expect: fs-destroy
# also-ok: fs-write
# source: DESIGN.md section 2: fs-destroy
# technique: git checkout -- <paths> discards working-tree changes
git checkout -- .
