# expect: shell-spawn
# also-ok: fs-destroy,fs-write
# source: issue 5
# technique: GIT_SEQUENCE_EDITOR runs a command during an interactive rebase
GIT_SEQUENCE_EDITOR='sed -i s/^pick/drop/' git rebase -i HEAD~3
