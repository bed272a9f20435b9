# expect: fs-destroy
# source: issue 5: wrappers
# technique: flock LOCKFILE -c 'script'
flock /tmp/t/app.lock -c 'rm -rf build'
