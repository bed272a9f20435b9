# expect: shell-spawn
# source: issue 5
# technique: GIT_PAGER runs an arbitrary program
GIT_PAGER='/tmp/t/pager.sh' git diff HEAD~1
