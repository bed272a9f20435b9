# expect: fs-destroy
# source: issue 5: walk every node
# technique: command substitution in a declare argument
declare -x "STAMP=$(rm -rf build)"
