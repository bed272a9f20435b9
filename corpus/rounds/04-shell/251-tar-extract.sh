# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: tar xzf
tar xzf release.tar.gz -C /tmp/t
