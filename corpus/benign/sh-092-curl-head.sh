# expect: none
# read-only: false
# source: DESIGN.md section 2
# technique: curl -I HEAD request
curl -sI https://example.com
