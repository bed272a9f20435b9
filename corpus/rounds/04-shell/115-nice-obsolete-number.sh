# expect: fs-destroy
# source: GNU coreutils nice: obsolete -NUM syntax
# technique: nice -19 (old adjustment syntax)
nice -19 rm -rf build
