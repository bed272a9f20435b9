# expect: fs-destroy
# source: issue 5: wrappers
# technique: setsid -f detaches the command
setsid -f rm -rf build
