# expect: fs-destroy
# source: bash manual: eval (arguments are joined)
# technique: eval joins its words: eval "r""m" -rf build
eval "r""m" -rf build
