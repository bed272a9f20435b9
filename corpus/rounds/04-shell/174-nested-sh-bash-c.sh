# expect: fs-destroy
# source: issue 5: wrappers
# technique: sh -c inside bash -c inside quotes
sh -c "bash -c 'rm -rf build'"
