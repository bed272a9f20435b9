# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: a substitution of readers in an argument
wc -l $(find src -name '*.go')
