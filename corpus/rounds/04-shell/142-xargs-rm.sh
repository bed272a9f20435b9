# expect: fs-destroy
# source: issue 5: wrappers
# technique: xargs runs rm on names from stdin
printf '%s\n' build dist | xargs rm -rf
