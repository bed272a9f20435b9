# expect: fs-destroy
# source: issue 5: wrappers
# technique: env -C DIR (option with a value)
env -C /tmp/t rm -rf build
