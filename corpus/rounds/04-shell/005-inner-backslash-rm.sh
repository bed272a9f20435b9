# expect: fs-destroy
# source: bash manual: escape character
# technique: backslash inside the command name: r\m
r\m -rf node_modules
