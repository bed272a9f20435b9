# expect: fs-destroy
# source: issue 5: walk every node
# technique: command substitution in an array subscript on the left of an assignment
a[$(rm -rf build)]=1
