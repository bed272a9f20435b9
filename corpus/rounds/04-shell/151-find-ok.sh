# expect: fs-destroy
# source: issue 5: wrappers
# technique: find -ok (prompting exec) still runs rm
find /tmp/t -name '*.lock' -ok rm {} \;
