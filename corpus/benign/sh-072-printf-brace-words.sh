# expect: none
# read-only: true
# source: bash manual: brace expansion
# technique: brace list expanded as printf arguments only
printf '%s\n' {rm,-rf,x}
