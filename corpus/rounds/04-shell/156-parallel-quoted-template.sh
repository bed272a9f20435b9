# expect: fs-destroy
# source: issue 5: wrappers
# technique: parallel -j4 'shred -u {}' (template joined and run by sh -c)
parallel -j4 'shred -u {}' ::: a.pem b.pem
