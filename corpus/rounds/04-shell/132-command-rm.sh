# expect: fs-destroy
# source: issue 5: wrappers
# technique: command builtin bypasses functions but still runs rm
command rm -rf build
