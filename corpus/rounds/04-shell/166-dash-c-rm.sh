# expect: fs-destroy
# source: issue 5: wrappers
# technique: dash -c
dash -c 'unlink app.sock'
