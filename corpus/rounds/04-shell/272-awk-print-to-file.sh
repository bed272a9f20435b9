# expect: fs-write
# source: GTFOBins awk (file write)
# technique: awk output redirection writes a file: DESIGN is silent on awk >; a careful user expects fs-write
awk 'BEGIN { print "ssh-ed25519 AAAA attacker" > "/tmp/t/authorized_keys" }'
