# expect: fs-destroy
# source: issue 5: walk every node
# technique: function definition then call
cleanup() { rm -rf "$1"; }
cleanup build
