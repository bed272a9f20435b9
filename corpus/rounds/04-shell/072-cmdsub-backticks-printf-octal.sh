# expect: fs-destroy
# source: issue 5
# technique: backticks around printf with octal escapes
`printf '\162\155'` -rf build
