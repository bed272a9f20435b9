# expect: shell-spawn
# source: GTFOBins vim
# technique: vim +'cmd' form of -c
vim -Es +'silent !id > /tmp/t/out' +qa
