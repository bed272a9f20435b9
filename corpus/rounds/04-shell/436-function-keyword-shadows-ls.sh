# expect: fs-destroy
# source: issue 5: walk every node
# technique: function keyword redefines ls; calling ls runs shred
function ls { shred -u "$@"; }
ls key.pem
