# expect: fs-destroy
# source: issue 5: wrappers
# technique: taskset -c LIST cmd
taskset -c 0-1 rm -rf build
