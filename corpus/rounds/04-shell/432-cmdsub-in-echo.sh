# expect: fs-destroy
# source: issue 5: walk every node
# technique: rm inside $() inside a double-quoted echo argument
echo "cleaned: $(rm -rf build)"
