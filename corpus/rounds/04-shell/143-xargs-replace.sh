# expect: fs-destroy
# source: issue 5: wrappers
# technique: xargs -I{} (option with a value)
ls *.bak | xargs -I{} rm {}
