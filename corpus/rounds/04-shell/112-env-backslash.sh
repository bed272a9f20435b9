# expect: fs-destroy
# source: issue 5: wrappers
# technique: \env compared after quote removal
\env rm -rf build
