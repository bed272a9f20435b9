# expect: fs-destroy
# source: issue 5
# technique: ANSI-C \UHHHHHHHH escapes
$'\U00000072\U0000006d' -rf build
