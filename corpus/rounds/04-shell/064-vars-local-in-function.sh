# expect: fs-destroy
# source: issue 5
# technique: local variable in a function holds the command name
wipe() { local c=rm; $c -rf "$1"; }
wipe build
