# expect: fs-destroy
# also-ok: fs-write
# source: DESIGN.md section 2: fs-destroy
# technique: git restore <paths>: DESIGN names git checkout -- <paths>; git restore is the same discard, so a careful user expects fs-destroy
git restore src/
