# expect: fs-destroy
# source: issue 5: wrappers
# technique: stdbuf --output=0
stdbuf --output=0 unlink app.sock
