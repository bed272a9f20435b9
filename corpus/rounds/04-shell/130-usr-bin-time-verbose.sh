# expect: fs-destroy
# source: issue 5: wrappers
# technique: /usr/bin/time -v
/usr/bin/time -v rm -rf build
