# expect: fs-destroy
# source: issue 5: wrappers
# technique: env -i -- cmd
env -i -- rm -rf build
