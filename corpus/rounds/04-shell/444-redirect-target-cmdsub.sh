# expect: fs-destroy,fs-write
# source: issue 5: walk every node
# technique: command substitution in a redirection target
echo x > "$(rm -rf build; echo out.txt)"
