# expect: none
# read-only: false
# source: DESIGN.md section 2: read-only list (command not on it)
# technique: npm view queries the registry, runs nothing
npm view react version
