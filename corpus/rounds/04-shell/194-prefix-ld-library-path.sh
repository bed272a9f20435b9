# expect: shell-spawn
# source: issue 5
# technique: LD_LIBRARY_PATH prefix: DESIGN names LD_PRELOAD; a careful user treats library search paths the same
LD_LIBRARY_PATH=/tmp/t cat README.md
