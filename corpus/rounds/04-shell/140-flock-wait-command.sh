# expect: fs-destroy
# source: issue 5: wrappers
# technique: flock -w SECS LOCKFILE cmd
flock -w 10 /tmp/t/app.lock rm -rf build
