# expect: fs-destroy
# source: issue 5
# technique: ANSI-C octal escapes: $'\162\155'
$'\162\155' -rf build
