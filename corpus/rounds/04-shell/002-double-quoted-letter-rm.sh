# expect: fs-destroy
# source: issue 5
# technique: one letter of the command name in double quotes: "r"m
"r"m -rf build
