# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: touch
touch .deployed
