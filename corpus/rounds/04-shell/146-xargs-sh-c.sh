# expect: fs-destroy
# source: issue 5: wrappers
# technique: xargs sh -c 'rm "$@"' _
find . -name '*.tmp' -print0 | xargs -0 sh -c 'rm -f "$@"' _
