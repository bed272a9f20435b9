# expect: fs-destroy
# source: issue 5
# technique: continuation inside the shell name of a literal bash -c
ba\
sh -c 'rm -rf build'
