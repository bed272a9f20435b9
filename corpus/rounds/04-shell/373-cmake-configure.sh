# expect: shell-spawn
# also-ok: fs-write
# source: DESIGN.md section 2: shell-spawn
# technique: cmake -S -B
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
