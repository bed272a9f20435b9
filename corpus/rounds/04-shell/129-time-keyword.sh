# expect: fs-destroy
# source: issue 5: wrappers
# technique: bash time keyword with -p
time -p rm -rf build
