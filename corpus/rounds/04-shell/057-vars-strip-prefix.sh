# expect: fs-destroy
# source: issue 5
# technique: ${x##*/} strips the directory from /usr/bin/shred
x=/usr/bin/shred; ${x##*/} -u key.pem
