# expect: fs-destroy
# source: issue 5: wrappers
# technique: chrt --rr PRIO cmd
chrt --rr 10 shred -u key.pem
