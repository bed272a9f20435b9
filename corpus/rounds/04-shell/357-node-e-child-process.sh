# expect: shell-spawn
# source: DESIGN.md section 2: shell-spawn
# technique: node -e
node -e "require('child_process').execSync('id', {stdio: 'inherit'})"
