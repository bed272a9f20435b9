# expect: none
# read-only: true
# source: bash manual: brace expansion
# technique: brace expansion in ordinary arguments
ls src/{app,cli,util}.py
