# expect: shell-spawn
# source: DESIGN.md section 2: rg --pre
# technique: rg --pre=CMD (attached value)
rg --pre=/tmp/t/hook -l TODO src
