# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: chmod +x
chmod +x scripts/deploy.sh
