# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: ln -sf
ln -sf /tmp/t/x ~/.local/bin/git
