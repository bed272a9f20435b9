# expect: shell-spawn
# source: DESIGN.md section 2: shell-spawn
# technique: ./build.sh: running an unseen script
./build.sh --release
