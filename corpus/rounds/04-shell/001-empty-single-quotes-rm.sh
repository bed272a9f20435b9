# expect: fs-destroy
# source: issue 5
# technique: empty single quotes spliced into the command name: r''m
r''m -rf build
