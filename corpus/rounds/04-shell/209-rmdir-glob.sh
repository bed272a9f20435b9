# expect: fs-destroy
# source: DESIGN.md section 2: fs-destroy
# technique: rmdir over a glob
rmdir --ignore-fail-on-non-empty build/*/
