# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: nice wrapper around grep
nice grep -rn 'def main' src
