# expect: fs-destroy
# source: issue 5: wrappers
# technique: nohup, backgrounded, output to /dev/null
nohup rm -rf build >/dev/null 2>&1 &
