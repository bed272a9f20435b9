# expect: fs-destroy
# source: issue 5: wrappers
# technique: watch -n N 'script' (joined and run by sh -c)
watch -n 5 'rm -f /tmp/t/*.sock'
