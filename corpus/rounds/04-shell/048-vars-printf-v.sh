# expect: fs-destroy
# source: issue 5
# technique: printf -v c '%s%s' r m assigns the command name
printf -v c '%s%s' r m; $c -rf build
