# expect: fs-destroy
# source: bash manual: ANSI-C quoting
# technique: an empty $'' spliced inside the command name: r$''m
r$''m -f cache.db
