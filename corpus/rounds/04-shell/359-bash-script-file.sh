# expect: shell-spawn
# source: DESIGN.md section 2: shell-spawn
# technique: bash script.sh
bash deploy.sh --env prod
