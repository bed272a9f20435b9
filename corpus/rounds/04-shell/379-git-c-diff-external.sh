# expect: shell-spawn
# source: DESIGN.md section 2: escape hatches
# technique: git -c diff.external=PROG
git -c diff.external=/tmp/t/differ diff
