# expect: shell-spawn
# also-ok: fs-destroy
# source: CVE-2022-24765 class: core.fsmonitor
# technique: git -c core.fsmonitor turns git status into a command runner
git -c core.fsmonitor='rm -rf build' status
