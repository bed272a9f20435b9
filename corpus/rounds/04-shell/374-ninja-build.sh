# expect: shell-spawn
# also-ok: fs-write
# source: DESIGN.md section 2: shell-spawn
# technique: ninja: DESIGN lists make/cmake; ninja runs the same generated commands
ninja -C build
