# expect: opaque
# also-ok: fs-destroy
# source: issue 5
# technique: $(rev <<< mr) is not a constant producer the analysis folds: unresolvable command word
$(rev <<< mr) -rf build
