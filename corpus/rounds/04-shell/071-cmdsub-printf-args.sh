# expect: fs-destroy
# source: issue 5
# technique: $(printf %s%s r m) joins its arguments
$(printf %s%s r m) -rf build
