# expect: fs-destroy
# source: issue 5: wrappers
# technique: bash -O extglob -c with an extglob pattern
bash -O extglob -c 'rm -rf !(keep)'
