# expect: fs-destroy
# source: issue 5
# technique: r\<newline>m: tree-sitter parses r unless continuations are joined
r\
m -rf build
