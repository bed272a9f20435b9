# expect: fs-destroy
# source: issue 5: walk every node
# technique: inside if/then
if [ -d build ]; then rm -rf build; fi
