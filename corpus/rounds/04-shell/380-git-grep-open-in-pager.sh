# expect: shell-spawn
# source: git-grep manual: -O/--open-files-in-pager
# technique: git grep -O<cmd> runs the given pager on matching files
git grep --open-files-in-pager='sh -c id' TODO
