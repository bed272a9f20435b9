# expect: shell-spawn
# source: issue 5
# technique: GIT_EXTERNAL_DIFF makes git diff run a program
GIT_EXTERNAL_DIFF=/tmp/t/differ git diff
