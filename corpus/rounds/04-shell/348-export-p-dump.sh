# expect: secret-read
# source: DESIGN.md section 2: secret-read
# technique: export -p dumps exported variables: DESIGN names printenv/bare env; same capability
export -p
