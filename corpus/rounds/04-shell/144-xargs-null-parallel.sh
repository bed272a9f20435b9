# expect: fs-destroy
# source: issue 5: wrappers
# technique: xargs -0 -n1 -P4
find . -name '*.o' -print0 | xargs -0 -n1 -P4 rm -f
