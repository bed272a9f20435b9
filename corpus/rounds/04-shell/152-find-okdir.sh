# expect: fs-destroy
# source: issue 5: wrappers
# technique: find -okdir
find . -name '*.swp' -okdir rm {} \;
