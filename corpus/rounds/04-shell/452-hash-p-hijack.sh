# expect: fs-destroy
# also-ok: opaque
# source: bash manual: hash -p
# technique: hash -p /bin/rm cat makes the name cat run rm
hash -p /bin/rm cat
cat notes.txt
