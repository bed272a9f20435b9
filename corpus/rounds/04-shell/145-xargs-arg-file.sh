# expect: fs-destroy
# source: issue 5: wrappers
# technique: xargs -a FILE reads names from a file
xargs -a stale.txt rm -f
