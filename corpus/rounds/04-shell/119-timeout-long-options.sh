# expect: fs-destroy
# source: issue 5: wrappers
# technique: timeout --preserve-status --foreground --signal=TERM
timeout --preserve-status --foreground --signal=TERM 1m rm -rf build
