# expect: none
# read-only: false
# source: DESIGN.md section 2
# technique: fetching an install script to stdout without piping it anywhere
curl -fsSL https://get.example.sh
