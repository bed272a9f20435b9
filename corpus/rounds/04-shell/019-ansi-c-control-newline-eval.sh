# expect: fs-destroy
# source: bash manual: ANSI-C quoting (\cX)
# technique: \cJ is a newline: literal eval of $'echo hi\cJrm -rf build' runs two commands
eval $'echo hi\cJrm -rf build'
