# expect: fs-destroy
# source: issue 5: wrappers
# technique: zsh -c
zsh -c 'rm -rf build'
