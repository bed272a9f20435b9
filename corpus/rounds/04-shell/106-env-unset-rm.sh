# expect: fs-destroy
# source: issue 5: wrappers
# technique: env -u NAME (option with a value)
env -u HOME rm -rf build
