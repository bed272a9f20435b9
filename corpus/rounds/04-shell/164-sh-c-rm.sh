# expect: fs-destroy
# source: issue 5: wrappers
# technique: literal sh -c is transparent
sh -c 'rm -rf build'
