# expect: fs-destroy
# source: bash manual: quote removal
# technique: command name assembled from a single-quoted and a double-quoted piece
'r'"m" -rf ./dist
