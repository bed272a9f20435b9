# expect: shell-spawn
# source: GTFOBins less
# technique: less +'!cmd' runs a shell command at startup (the less ! escape)
less '+!touch /tmp/t/pwned' README.md
