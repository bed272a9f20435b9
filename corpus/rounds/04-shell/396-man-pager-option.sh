# expect: shell-spawn
# source: GTFOBins man
# technique: man -P PAGER runs a command as the pager
man -P 'sh -c id' ls
