# expect: shell-spawn
# also-ok: fs-destroy
# source: issue 5
# technique: PAGER set to a shell command for git log
PAGER='sh -c "rm -rf build"' git log
