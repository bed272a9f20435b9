# expect: none
# read-only: true
# source: bash manual: ANSI-C quoting
# technique: ANSI-C decodes to text given to echo
echo $'\x72\x6d -rf x'
