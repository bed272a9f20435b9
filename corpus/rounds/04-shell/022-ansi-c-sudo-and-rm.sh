# expect: fs-destroy
# source: issue 5
# technique: ANSI-C escapes in both wrapper and command
$'\x73udo' $'\x72m' -rf /var/tmp/t
