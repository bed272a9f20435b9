# expect: fs-destroy
# source: issue 5: wrappers
# technique: nice -n N
nice -n 19 rm -rf build
