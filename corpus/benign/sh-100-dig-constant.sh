# expect: none
# read-only: false
# source: DESIGN.md section 2: read-only list (command not on it)
# technique: DNS lookup of a constant name (a computed name would be data-out)
dig +short example.com
