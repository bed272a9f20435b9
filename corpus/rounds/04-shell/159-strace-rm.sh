# expect: fs-destroy
# source: issue 5: wrappers
# technique: strace -f -e trace=file (option with a value) cmd
strace -f -e trace=file rm -rf build
