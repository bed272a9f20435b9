# expect: shell-spawn
# also-ok: fs-write
# source: DESIGN.md section 2: shell-spawn
# technique: make -C DIR install
make -C build install
