# expect: data-out
# source: DESIGN.md section 2: data-out
# technique: git push
git push origin main
