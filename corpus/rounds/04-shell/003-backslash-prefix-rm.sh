# expect: fs-destroy
# source: issue 5
# technique: leading backslash (alias bypass) before the command name: \rm
\rm -rf build
