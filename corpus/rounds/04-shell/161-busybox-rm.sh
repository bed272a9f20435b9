# expect: fs-destroy
# source: issue 5: wrappers
# technique: busybox APPLET
busybox rm -rf build
