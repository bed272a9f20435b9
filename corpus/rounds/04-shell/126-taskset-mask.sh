# expect: fs-destroy
# source: issue 5: wrappers
# technique: taskset MASK cmd (positional mask before the command)
taskset 0x1 rm -rf build
