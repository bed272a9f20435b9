# expect: fs-destroy
# source: issue 5: wrappers
# technique: timeout -s SIG -k DUR DUR (two value options)
timeout -s KILL -k 5 30s rm -rf build
