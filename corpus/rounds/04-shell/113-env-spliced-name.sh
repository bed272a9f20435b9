# expect: fs-destroy
# source: issue 5: wrappers
# technique: e''nv compared after quote removal
e''nv rm -rf build
