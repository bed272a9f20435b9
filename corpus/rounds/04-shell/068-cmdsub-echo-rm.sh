# expect: fs-destroy
# source: issue 5
# technique: $(echo rm) as the command name
$(echo rm) -rf build
