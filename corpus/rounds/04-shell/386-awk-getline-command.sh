# expect: shell-spawn
# source: gawk manual: cmd | getline
# technique: "cmd" | getline runs a command
gawk 'BEGIN { "id" | getline u; print u }'
