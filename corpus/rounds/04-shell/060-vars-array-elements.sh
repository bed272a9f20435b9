# expect: fs-destroy
# source: issue 5
# technique: command name from two array elements
a=(r m); ${a[0]}${a[1]} -rf build
