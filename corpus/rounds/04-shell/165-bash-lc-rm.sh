# expect: fs-destroy
# source: issue 5: wrappers
# technique: option cluster -lc
bash -lc 'rm -rf build'
