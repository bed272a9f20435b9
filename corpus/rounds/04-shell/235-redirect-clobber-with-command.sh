# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: >| with a command
date >| stamp.txt
