# expect: shell-spawn
# also-ok: dynamic-eval
# source: DESIGN.md section 2: shell-spawn
# technique: sh reading a script from a redirected file
sh < setup.sh
