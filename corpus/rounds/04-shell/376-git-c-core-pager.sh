# expect: shell-spawn
# also-ok: fs-destroy
# source: DESIGN.md section 2: escape hatches
# technique: git -c core.pager= runs a command
git -c core.pager='sh -c "rm -rf build"' log
