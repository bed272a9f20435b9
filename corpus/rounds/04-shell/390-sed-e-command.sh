# expect: shell-spawn
# source: GNU sed manual: e command
# technique: sed's e command executes a shell command (sed -n is otherwise read-only)
sed -n '1e id' README.md
