# expect: fs-destroy
# source: issue 5: wrappers
# technique: ionice -c3 (attached value)
ionice -c3 rm -rf build
