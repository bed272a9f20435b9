# expect: fs-destroy
# expect-miss: tree-sitter-bash cannot parse extglob patterns like !(x), so the script is also a parse error (opaque)
# source: issue 5: wrappers
# technique: bash -O extglob -c with an extglob pattern
bash -O extglob -c 'rm -rf !(keep)'
