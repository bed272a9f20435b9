# expect: fs-destroy
# also-ok: fs-write
# source: DESIGN.md section 2: fs-destroy
# technique: git reset --hard
git reset --hard origin/main
