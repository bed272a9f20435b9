# expect: fs-destroy
# source: issue 5: wrappers
# technique: find -execdir rm -rf {} ;
find . -type d -name __pycache__ -execdir rm -rf {} \;
