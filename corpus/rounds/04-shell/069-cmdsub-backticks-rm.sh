# expect: fs-destroy
# source: issue 5
# technique: backtick substitution `echo rm`
`echo rm` -rf build
