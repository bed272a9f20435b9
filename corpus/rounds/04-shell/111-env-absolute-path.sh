# expect: fs-destroy
# source: issue 5: wrappers
# technique: /usr/bin/env compared by basename
/usr/bin/env rm -rf build
