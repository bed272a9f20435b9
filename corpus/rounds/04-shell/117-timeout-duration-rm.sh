# expect: fs-destroy
# source: issue 5: wrappers
# technique: timeout DURATION cmd
timeout 5 rm -rf build
