# expect: fs-destroy
# source: issue 5: wrappers
# technique: ltrace -f cmd
ltrace -f rm -rf build
