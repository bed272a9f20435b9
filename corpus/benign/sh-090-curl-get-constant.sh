# expect: none
# read-only: false
# source: DESIGN.md section 2 (Python column: a constant GET URL earns nothing)
# technique: curl GET to a constant URL, output to stdout
curl -sS https://api.github.com/repos/rust-lang/rust
