# expect: fs-destroy
# source: issue 5: wrappers
# technique: GNU parallel CMD ::: args
parallel rm -rf ::: build dist
