# expect: fs-destroy
# source: bash manual: ANSI-C quoting (\e, \E, \')
# technique: \E and \' escapes inside a literal eval string must decode bash's way
eval $'printf "\E[0m"; rm -rf \'build dir\''
