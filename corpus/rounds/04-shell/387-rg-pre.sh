# expect: shell-spawn
# source: DESIGN.md section 2: rg --pre
# technique: rg --pre runs a preprocessor for every file
rg --pre ./decode.sh -n password
