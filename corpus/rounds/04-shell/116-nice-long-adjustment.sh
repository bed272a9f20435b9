# expect: fs-destroy
# source: issue 5: wrappers
# technique: nice --adjustment=N
nice --adjustment=5 shred -u id.pem
