# expect: fs-destroy
# source: issue 5: walk every node
# technique: command substitution inside [[ ]]
[[ -n $(rm -rf build) ]]
