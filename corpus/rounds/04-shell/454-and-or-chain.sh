# expect: fs-destroy
# source: issue 5: walk every node
# technique: dangerous command hidden after a read-only one in && / ||
git status && rm -rf build || true
