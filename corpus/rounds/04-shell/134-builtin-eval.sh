# expect: fs-destroy
# source: issue 5: wrappers
# technique: builtin eval with literal text
builtin eval 'rm -rf build'
