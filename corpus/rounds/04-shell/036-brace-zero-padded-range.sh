# expect: fs-destroy
# source: bash manual: brace expansion (zero padding)
# technique: zero-padded range in the arguments of truncate; expansion must not break the command
truncate -s 0 part{00..03}.log
