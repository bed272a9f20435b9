# expect: fs-destroy
# source: issue 5: walk every node
# technique: command substitution inside $(( ))
echo $(( $(rm -rf build) + 1 ))
