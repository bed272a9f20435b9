# expect: fs-destroy
# source: issue 5: wrappers
# technique: toybox APPLET
toybox rm -rf build
