# expect: fs-destroy
# source: issue 5
# technique: \x3b decodes to ';' inside literal eval text, hiding a second command
eval $'ls\x3brm -rf build'
