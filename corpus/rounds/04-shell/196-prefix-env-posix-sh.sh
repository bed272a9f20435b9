# expect: shell-spawn
# source: issue 5
# technique: ENV prefix for sh
ENV=/tmp/t/rc sh -c 'ls'
