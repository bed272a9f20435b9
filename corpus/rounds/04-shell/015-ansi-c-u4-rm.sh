# expect: fs-destroy
# source: issue 5
# technique: ANSI-C \uHHHH escapes
$'\u0072\u006d' -rf build
