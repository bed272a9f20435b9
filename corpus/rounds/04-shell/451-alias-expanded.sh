# expect: fs-destroy
# also-ok: opaque
# source: bash manual: aliases (expand_aliases)
# technique: alias defined with expand_aliases then used: the alias body runs
shopt -s expand_aliases
alias ll='rm -rf build'
ll
