# expect: fs-destroy
# source: issue 5: wrappers
# technique: watch -n1 cmd args (joined with spaces then sh -c)
watch -n1 rm -rf build
