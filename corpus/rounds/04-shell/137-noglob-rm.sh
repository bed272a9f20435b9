# expect: fs-destroy
# source: issue 5: wrappers
# technique: noglob precommand (zsh) in front of rm
noglob rm -rf build/*
