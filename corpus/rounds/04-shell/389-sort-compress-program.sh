# expect: shell-spawn
# source: DESIGN.md section 2: sort --compress-program
# technique: sort --compress-program runs a program
sort -S 1K --compress-program=/tmp/t/x big.txt
