# expect: shell-spawn
# also-ok: fs-write
# source: DESIGN.md section 2: shell-spawn
# technique: npm run SCRIPT runs package.json code
npm run build
