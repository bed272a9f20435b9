# expect: fs-destroy
# source: issue 5: wrappers
# technique: runuser -l USER -c 'script'
runuser -l app -c 'shred -u ~/key.pem'
