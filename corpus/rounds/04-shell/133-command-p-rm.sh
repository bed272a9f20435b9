# expect: fs-destroy
# source: issue 5: wrappers
# technique: command -p (default PATH)
command -p rm -rf build
