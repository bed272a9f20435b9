# expect: fs-destroy
# source: issue 5: wrappers
# technique: ksh -c
ksh -c 'shred -u key.pem'
