# expect: none
# read-only: true
# source: bash manual: ANSI-C quoting (\e)
# technique: ANSI-C $'\e' in an echo argument
echo $'\e[32mok\e[0m'
