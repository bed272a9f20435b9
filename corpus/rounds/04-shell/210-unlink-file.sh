# expect: fs-destroy
# source: DESIGN.md section 2: fs-destroy
# technique: unlink
unlink config.yaml
