# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: &>> appends both streams
git status &>> session.log
