# expect: fs-destroy
# source: issue 5
# technique: $(printf '\x72m') folds to rm
$(printf '\x72m') -rf build
