# expect: fs-destroy
# source: issue 5: wrappers
# technique: literal eval is transparent
eval 'rm -rf build'
