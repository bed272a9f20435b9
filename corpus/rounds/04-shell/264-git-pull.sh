# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: git pull
git pull --rebase origin main
