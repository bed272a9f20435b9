# expect: fs-destroy
# source: issue 5: wrappers
# technique: script -qc 'cmd' /dev/null
script -qc 'rm -rf build' /dev/null
