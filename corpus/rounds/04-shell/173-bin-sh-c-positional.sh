# expect: fs-destroy
# source: issue 5: wrappers
# technique: /bin/sh -c 'rm -rf "$1"' _ build (path form, positional args)
/bin/sh -c 'rm -rf "$1"' _ build
