# expect: fs-destroy
# source: issue 5: wrappers
# technique: find -exec rm {} +
find . -name '*.pyc' -exec rm -f {} +
