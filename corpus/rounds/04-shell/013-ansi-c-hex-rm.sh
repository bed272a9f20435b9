# expect: fs-destroy
# source: issue 5
# technique: ANSI-C hex escapes build the command name: $'\x72\x6d'
$'\x72\x6d' -rf build
