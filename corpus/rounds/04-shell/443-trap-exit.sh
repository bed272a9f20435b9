# expect: fs-destroy
# source: issue 5: walk every node
# technique: trap body is code run on exit
trap 'rm -rf build' EXIT
