# expect: fs-destroy
# source: issue 5: wrappers
# technique: env -S 'string' splits the string into the command
env -S 'rm -rf build'
