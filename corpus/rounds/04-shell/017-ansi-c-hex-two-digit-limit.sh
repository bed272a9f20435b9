# expect: secret-read
# source: bash manual: ANSI-C quoting (\xHH is one or two hex digits)
# technique: $'\x63at' is 'cat' in bash (a greedy C decoder would read \x63a); reads ~/.aws/credentials
$'\x63at' ~/.aws/credentials
