# expect: fs-destroy
# source: issue 5: walk every node
# technique: backgrounded job then wait
rm -rf build & wait
